// The app's start (src/app/start.tsx) and every module of the site it imports, in one chunk.
//
// Left to itself, the bundler puts each module that the start shares with a lazy route into a
// chunk of its own, so that a route could load without the start: the home page's first
// download was 28 small files of the site's code, 6 kB gzip more than the same code in one file
// and as many requests. The start always runs before any route, so what it imports can travel
// with it. Once the module graph is complete (buildEnd), this plugin works out what the `start`
// group of the build's code splitting captures:
//   - every module of the site (src/) and of the light contract that the start imports, shared
//     with lazy routes or not;
//   - anything else the start imports that nothing else does (a chunk of its own would import
//     the start's chunk and be imported by it: modules in a cycle of chunks can run before what
//     they read is defined);
//   - not what the entry (src/main.tsx) imports: that runs before the first paint, the start
//     after it;
//   - not a library another group takes (vite.config.ts: groups are filled in order), nor a
//     contract file a lazy route shares: the contract's schemas and zod stay with the forms.
// CSS stays with whoever imports it (src/main.tsx inlines the start's).
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { lightContractSpecifier } from './light-contract.ts';

export interface StartChunk {
  plugin: Plugin;
  /** The code-splitting group for `build.rolldownOptions.output.codeSplitting.groups`. */
  group: {
    name: string;
    test: (id: string) => boolean;
    includeDependenciesRecursively: false;
  };
}

export function startChunk(root: string): StartChunk {
  const source = resolve(root, 'src');
  const main = resolve(source, 'main.tsx');
  const start = resolve(source, 'app/start.tsx');
  const isAlwaysCaptured = (id: string) =>
    (id.startsWith(`${source}/`) && !id.includes('/node_modules/')) ||
    id.startsWith(`\0${lightContractSpecifier}`);
  const captured = new Set<string>();
  return {
    plugin: {
      name: 'lido:start-chunk',
      apply: 'build',
      buildEnd() {
        const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
        /** Every module the given ones import, directly or not, themselves included. */
        const closureOf = (first: readonly string[]): Set<string> => {
          const reached = new Set<string>();
          const waiting = [...first];
          while (waiting.length > 0) {
            const id = waiting.pop() as string;
            if (reached.has(id)) continue;
            reached.add(id);
            waiting.push(...importsOf(id));
          }
          return reached;
        };
        const ids = [...this.getModuleIds()];
        const lazyEntries = new Set(
          ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
        );
        lazyEntries.delete(start);
        const beforePaint = closureOf([main]);
        const elsewhere = closureOf([...lazyEntries]);
        captured.clear();
        for (const id of closureOf([start])) {
          if (beforePaint.has(id) || id.endsWith('.css')) continue;
          if (isAlwaysCaptured(id) || !elsewhere.has(id)) captured.add(id);
        }
      },
    },
    group: {
      name: 'start',
      test: (id) => captured.has(id),
      // The plugin has listed every module the group needs; following their imports would
      // bring in what lazy routes share with the start (the contract's schemas, zod).
      includeDependenciesRecursively: false,
    },
  };
}
