/**
 * The instant the test database's timetable is materialised around: a Tuesday morning in
 * London, five days before the clocks go back (BST ends on Sunday 25 October 2026).
 */
export const TEST_NOW = new Date('2026-10-20T09:00:00.000Z');
export const TEST_HORIZON_DAYS = 21;
