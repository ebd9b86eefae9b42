import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devApiUrl } from './env.ts';

// The API serves the built SPA on the same origin, so the app calls relative `/api/...` URLs;
// in dev the Vite server forwards them to a locally running API.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: devApiUrl, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // zod comes in through @lido/contract's route definitions (paths and defaults).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The password-strength dictionary (~800 kB) is imported only by the screens that
            // choose a password; inside `vendor` every page would download it.
            { name: 'zxcvbn', test: /node_modules[\\/]@zxcvbn-ts[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
