// The app's start (src/app/start.tsx) and every module of the site it imports, in one chunk.
//
// Left to itself, the bundler puts each module that the start shares with a lazy route into a
// chunk of its own, so that a route could load without the start: the home page's first
// download was 28 small files of the site's code, 6 kB gzip more than the same code in one file
// and as many requests. The start always runs before any route, so what it imports can travel
// with it: this plugin works out the start's static imports within src/ once the module graph
// is complete (buildEnd), and the `start` group of the build's code splitting captures exactly
// those, less what the entry (src/main.tsx) imports. Libraries keep their own groups (vite.config.ts), and the contract's modules are left
// to the bundler: the light contract's index re-exports every route's, and most are not the
// start's. CSS stays with whoever imports it (src/main.tsx inlines the start's).
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

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
  const start = resolve(source, 'app/start.tsx');
  const isSiteCode = (id: string) =>
    id.startsWith(`${source}/`) && !id.includes('/node_modules/') && !id.endsWith('.css');
  const captured = new Set<string>();
  return {
    plugin: {
      name: 'lido:start-chunk',
      apply: 'build',
      buildEnd() {
        const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
        const closureOf = (first: string): Set<string> => {
          const reached = new Set<string>();
          const waiting = [first];
          while (waiting.length > 0) {
            const id = waiting.pop() as string;
            if (reached.has(id)) continue;
            reached.add(id);
            waiting.push(...importsOf(id).filter(isSiteCode));
          }
          return reached;
        };
        // What the entry (src/main.tsx) imports stays with it: it runs before the first paint,
        // and the start must not (app/page-shell.ts is both's).
        const entry = closureOf(resolve(source, 'main.tsx'));
        captured.clear();
        for (const id of closureOf(start)) if (!entry.has(id)) captured.add(id);
      },
    },
    group: {
      name: 'start',
      test: (id) => captured.has(id),
      // Everything the start's modules import from outside src/ has a group of its own or is
      // left to the bundler; capturing those too would bring the contract's schemas and zod.
      includeDependenciesRecursively: false,
    },
  };
}
