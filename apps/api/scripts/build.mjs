// Bundles the API into dist/server.js (the contract package is TypeScript source, so it is bundled
// in; npm dependencies stay external) and copies the SQL migrations (Lido's and the payment
// emulators') and the demo's import files beside the bundle.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(packageJson.dependencies ?? {}).filter(
  (name) => name !== '@lido/contract',
);

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname],
  outfile: new URL('../dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'pino-pretty'],
  logLevel: 'warning',
});
cpSync(
  new URL('../src/db/migrations', import.meta.url),
  new URL('../dist/migrations', import.meta.url),
  {
    recursive: true,
  },
);
cpSync(
  new URL('../src/db/emulator-migrations', import.meta.url),
  new URL('../dist/emulator-migrations', import.meta.url),
  { recursive: true },
);
cpSync(
  new URL('../src/seed/demo-import', import.meta.url),
  new URL('../dist/demo-import', import.meta.url),
  { recursive: true },
);
