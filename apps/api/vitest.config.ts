import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    pool: 'forks',
    // A worker runs its files one after another in one module graph (ADR 026): each file builds
    // its own app on its own database, and importing the app's modules again for every file was
    // about half of the API tests' time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
