import { sweepHostileInput } from '../test-support/hostile-input-suite';

// Issue 11's sweep of hostile input (test-support/hostile-input-suite.ts): sign-in, checkout, online joining and every route the other groups do not name; the Opayo emulator; fast-check.
sweepHostileInput('rest');
