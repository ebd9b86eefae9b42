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
    // A deprecation fails the run: node-postgres deprecates a second query sent on a connection
    // still busy with one (two reads at once inside a transaction), which pg 9 refuses outright.
    execArgv: ['--throw-deprecation'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
