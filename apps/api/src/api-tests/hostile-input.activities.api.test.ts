import { sweepHostileInput } from '../test-support/hostile-input-suite';

// Issue 11's sweep of hostile input (test-support/hostile-input-suite.ts): timetables, baskets and bookings (and the v1 routes).
sweepHostileInput('activities');
