// The API as `npm start` runs it: each entry bundled into one file (Lido's packages and the
// emulators are TypeScript source, so they are bundled in; npm dependencies stay external), with
// the SQL migrations (Lido's and the payment emulators'), the demo's import files and the
// OpenActive dataset site's template beside it, where the bundle looks for them. `npm run build`
// bundles src/server.ts into dist/; the API tests bundle the server and the crash test's server
// once per run, instead of loading every module through tsx in each process they start.
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDirectory = fileURLToPath(new URL('..', import.meta.url));

/** Bundles `entryPoints` (paths from apps/api) into `outdir`, one `<name>.js` each. */
export async function bundleServer({ entryPoints, outdir }) {
  const packageJson = JSON.parse(readFileSync(join(apiDirectory, 'package.json'), 'utf8'));
  // Lido's own packages are TypeScript source: bundled in, not left for Node to load.
  const external = Object.keys(packageJson.dependencies ?? {}).filter(
    (name) => !name.startsWith('@lido/'),
  );
  await build({
    entryPoints: entryPoints.map((entry) => join(apiDirectory, entry)),
    outdir,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, 'pino-pretty'],
    logLevel: 'warning',
  });
  for (const [from, to] of [
    ['src/platform/db/migrations', 'migrations'],
    ['../emulators/src/emulator-migrations', 'emulator-migrations'],
    ['src/seed/demo-import', 'demo-import'],
    // The OpenActive dataset site's template and static files (contexts/openactive/dataset-site).
    ['src/contexts/openactive/dataset-site/template', 'template'],
  ]) {
    cpSync(join(apiDirectory, from), join(outdir, to), { recursive: true });
  }
}
