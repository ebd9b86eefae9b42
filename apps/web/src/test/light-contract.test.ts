// The web's tests and build resolve @lido/contract to the light contract
// (scripts/light-contract.ts); the real one is imported here by its path to compare.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as light from '@lido/contract';
import { describe, expect, it } from 'vitest';
import * as real from '../../../../packages/contract/src/index';
import { importLightModules, routeRuntimeFields } from '../../scripts/light-contract.ts';

const srcDir = dirname(dirname(fileURLToPath(import.meta.url)));
const lightExports: Record<string, unknown> = light;
const realExports: Record<string, unknown> = real;

function isRoute(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

const realRoutes = Object.entries(realExports).filter(
  (entry): entry is [string, Record<string, unknown>] =>
    isRoute(entry[1]) && 'response' in entry[1],
);

function webSources(): { file: string; text: string }[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(srcDir, file), 'utf8') }));
}

interface ValueImport {
  file: string;
  /** The contract's name for it. */
  name: string;
  /** The name the module uses (`name as local`). */
  local: string;
}

/**
 * What web modules import from @lido/contract as values (not `import type`, not `type X`). A
 * namespace import (`* as contract`, this test's) is covered by comparing every export.
 */
function valueImports(): ValueImport[] {
  const found: ValueImport[] = [];
  for (const { file, text } of webSources()) {
    for (const match of text.matchAll(/^(?:import|export)\b([^;]*?)from '@lido\/contract'/gms)) {
      const clause = match[1]?.trim() ?? '';
      if (clause.startsWith('type ') || clause.startsWith('* as ')) continue;
      const braces = /^\{([^}]*)\}$/.exec(clause);
      if (!braces) throw new Error(`${file}: unexpected import form "${clause}"`);
      for (const specifier of (braces[1] ?? '').split(',').map((each) => each.trim())) {
        if (specifier === '' || specifier.startsWith('type ')) continue;
        const [name = specifier, local = name] = specifier.split(/\s+as\s+/);
        found.push({ file, name, local });
      }
    }
  }
  return found;
}

describe('the light contract', () => {
  it('is what web modules get for @lido/contract: route definitions without their schemas', () => {
    expect(light.getVenues).not.toBe(real.getVenues);
    expect(light.getVenues).not.toHaveProperty('response');
    expect(light.getVenues).not.toHaveProperty('summary');
  });

  it('exports every value the web imports from the contract', () => {
    const imported = valueImports();
    // The web reads paths of dozens of routes: finding only a few means the scan broke.
    expect(new Set(imported.map(({ name }) => name)).size).toBeGreaterThan(30);
    const missing = imported
      .filter(({ name }) => lightExports[name] === undefined)
      .map(({ name, file }) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('exports every value of the real contract, under the same names', () => {
    expect(Object.keys(lightExports).sort()).toEqual(Object.keys(realExports).sort());
  });

  it('gives every route the real method, path, auth, idempotency, content type and status', () => {
    expect(realRoutes.length).toBeGreaterThan(30);
    for (const [name, route] of realRoutes) {
      const runtime = Object.fromEntries(
        routeRuntimeFields.filter((field) => route[field] !== undefined).map((f) => [f, route[f]]),
      );
      expect({ name, route: lightExports[name] }).toEqual({ name, route: runtime });
    }
  });

  it('inlines plain data equal to the real and re-exports everything else itself', () => {
    const routeNames = new Set(realRoutes.map(([name]) => name));
    for (const [name, value] of Object.entries(realExports)) {
      if (routeNames.has(name)) continue;
      const isSchema = typeof value === 'object' && value !== null && '_zod' in value;
      if (typeof value === 'function' || isSchema) {
        expect({ name, same: lightExports[name] === value }).toEqual({ name, same: true });
      } else {
        expect({ name, value: lightExports[name] }).toEqual({ name, value });
      }
    }
  });

  it('is enough for the web: no module reads a route field the light contract leaves out', () => {
    const routeNames = new Set(realRoutes.map(([name]) => name));
    const texts = new Map(webSources().map(({ file, text }) => [file, text]));
    const dropped: string[] = [];
    let reads = 0;
    for (const { file, name, local } of valueImports()) {
      if (!routeNames.has(name)) continue;
      for (const [, field] of (texts.get(file) ?? '').matchAll(
        new RegExp(`\\b${local}\\.(\\w+)`, 'g'),
      )) {
        reads += 1;
        if (field && !routeRuntimeFields.includes(field))
          dropped.push(`${file}: ${local}.${field}`);
      }
    }
    expect(reads).toBeGreaterThan(30);
    expect(dropped).toEqual([]);
  });

  it('has a web module import each name from the light module that defines it, not the index', () => {
    const moduleOf = new Map([
      ['getVenues', 'lido-light-contract/routes/venues/getVenues'],
      ['pageHeadings', 'lido-light-contract/site/page-headings/pageHeadings'],
    ]);
    const code = [
      'import { getVenues, pageHeadings as headings } from "@lido/contract";',
      "import { paths } from '../lib/paths';",
    ].join('\n');
    expect(importLightModules(code, moduleOf, 'home.tsx')).toBe(
      [
        'import { getVenues } from "lido-light-contract/routes/venues/getVenues";' +
          'import { pageHeadings as headings } from "lido-light-contract/site/page-headings/pageHeadings";',
        "import { paths } from '../lib/paths';",
      ].join('\n'),
    );
    // A statement over several lines leaves as many, so the lines after it keep their numbers.
    expect(
      importLightModules(
        'import {\n  getVenues,\n} from "@lido/contract";\nrun();',
        moduleOf,
        'x.ts',
      ),
    ).toBe('import { getVenues } from "lido-light-contract/routes/venues/getVenues";\n\n\nrun();');
    expect(
      importLightModules("import { paths } from '../lib/paths';", moduleOf, 'x.ts'),
    ).toBeNull();
    expect(() =>
      importLightModules('import { getNothing } from "@lido/contract";', moduleOf, 'x.ts'),
    ).toThrow('x.ts: @lido/contract exports no getNothing');
  });
});
