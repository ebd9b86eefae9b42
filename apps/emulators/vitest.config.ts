import { defineProject } from 'vitest/config';

// The emulators' own unit tests. Their HTTP tests mount them as Lido's API does and live with the
// API's tests (apps/api/src/api-tests/emulators).
export default defineProject({
  test: { name: 'emulators', include: ['src/**/*.test.ts'] },
});
