import { sweepHostileInput } from '../test-support/hostile-input-suite';

// Issue 11's sweep of hostile input (test-support/hostile-input-suite.ts): My account.
sweepHostileInput('my-account');
