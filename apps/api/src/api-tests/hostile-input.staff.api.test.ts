import { sweepHostileInput } from '../test-support/hostile-input-suite';

// Issue 11's sweep of hostile input (test-support/hostile-input-suite.ts): the desk, the kiosk and the console.
sweepHostileInput('staff');
