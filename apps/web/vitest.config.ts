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
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
