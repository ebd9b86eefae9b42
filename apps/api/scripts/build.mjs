// `npm run build -w @lido/api`: the API bundled into dist/server.js, as `npm start` serves it.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './bundle-server.mjs';

const outdir = fileURLToPath(new URL('../dist', import.meta.url));
rmSync(outdir, { recursive: true, force: true });
await bundleServer({ entryPoints: ['src/server.ts'], outdir });
