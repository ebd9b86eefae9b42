import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { lightContract } from './scripts/light-contract.ts';

export default defineProject({
  // As in the build (vite.config.ts): the tests prove the light contract is enough at run time.
  plugins: [lightContract(), react()],
  test: {
    name: 'web',
    // jsdom, not happy-dom: DOMPurify and fetch behave differently there (ARCHITECTURE.md).
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // A worker runs its files in one page and module graph (ADR 026); setup.ts empties the page,
    // storage and cookies after every test, so no file sees another's leftovers.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // A page test renders the whole app and loads its lazy routes: on a shared, loaded machine
    // that can take more than vitest's default 5 s. A limit for hangs, not a speed check.
    testTimeout: 30_000,
  },
});
