import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { devApiUrl } from './env.ts';
import { lightContract } from './scripts/light-contract.ts';
import { startChunk } from './scripts/start-chunk.ts';

// The API serves the built SPA on the same origin, so the app calls relative `/api/...` URLs;
// in dev the Vite server forwards them to a locally running API.
/** Text files worth compressing; fonts (woff2) and images are compressed already. */
const compressible = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes brotli (maximum quality) and gzip copies beside each text file of the build, once, so
 * the API sends them without compressing per request (apps/api/src/platform/http/static-site.ts).
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lido:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter(
        (file) => compressible.test(file) && !file.startsWith('.vite'),
      );
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(join(outDir, file));
          if (bytes.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
            }),
            promisify(gzip)(bytes, { level: 9 }),
          ]);
          await writeFile(join(outDir, `${file}.br`), br);
          await writeFile(join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

/**
 * Writes the entry's CSS (the frame's: src/main.tsx imports it) into index.html as a <style>, so
 * the first paint, with the server's page shell, waits for the HTML alone and not for a
 * stylesheet request as well. A few kilobytes compressed; the page CSP allows inline styles.
 */
function inlineEntryStyles(): Plugin {
  return {
    name: 'lido:inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file) => {
            const asset = bundle[String(file)];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          },
        );
      },
    },
  };
}

const start = startChunk(import.meta.dirname);

export default defineConfig({
  // Web source gets @lido/contract without zod: paths and constants as literals
  // (scripts/light-contract.ts); the tests (vitest.config.ts) use the same module.
  plugins: [lightContract(), react(), start.plugin, inlineEntryStyles(), precompressAssets()],
  server: {
    proxy: { '/api': { target: devApiUrl, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what each entry and route loads, read by the bundle budget
    // (scripts/check-bundle-budget.mjs).
    manifest: true,
    // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox
    // 115); one without it simply loads them when imported.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The password-strength dictionary (~800 kB) is imported only by the screens that
            // choose a password; inside `vendor` every page would download it.
            { name: 'zxcvbn', test: /node_modules[\\/]@zxcvbn-ts[\\/]/ },
            // Only what every page runs shares a vendor chunk: a catch-all group would pull the
            // map (Leaflet), form and sanitiser libraries into the home page's first download.
            // The rest follows the import graph into the lazy chunks of the routes that use it.
            {
              name: 'vendor',
              test: /node_modules[\\/](react-router|@reduxjs|react-redux|redux|redux-thunk|immer|reselect|cookie|set-cookie-parser|use-sync-external-store)[\\/]/,
            },
            // The app's start and the site's modules it imports (scripts/start-chunk.ts).
            start.group,
          ],
        },
      },
    },
  },
});
