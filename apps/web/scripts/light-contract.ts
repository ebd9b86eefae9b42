// The "light contract": what the web reads from @lido/contract at run time, without zod.
//
// The contract's route definitions carry their zod schemas, built when the module loads, so a
// web module that only needs `getVenues.path` would otherwise ship zod and every schema of the
// route's file in the first download (issue 12 budget). This Vite plugin loads the real contract
// in Node at build (and dev, and test) time and serves web modules generated ones instead, one
// per export, each web module's imports going straight to the ones it names (an index of them
// all remains for `import * as`):
//   - route definitions as `{ method, path, auth, idempotent, contentType, status }` literals;
//   - plain data (strings, numbers, arrays and objects of them) as literals;
//   - everything else (functions, schemas the forms parse with) re-exported from the real file
//     that defines it, so a schema's code loads only with the chunk that uses it.
// TypeScript never sees this: it checks the web against the real contract, so the types of
// route definitions (RouteResponse<typeof getVenues>) are unchanged.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const contractPackage = '@lido/contract';

/**
 * How the generated modules are named (`lido-light-contract`, `lido-light-contract/routes/venues`);
 * their ids start with `\0`, which keeps other plugins from treating them as files.
 */
export const lightContractSpecifier = 'lido-light-contract';

/** The fields of a route definition the web reads at run time; schemas and docs stay behind. */
export const routeRuntimeFields: readonly string[] = [
  'method',
  'path',
  'auth',
  'idempotent',
  'contentType',
  'status',
];

export interface LightContract {
  /** Each generated module's source by its specifier (`lightContractSpecifier` for the index). */
  modules: Map<string, string>;
  /** The specifier of the light module that exports each name. */
  moduleOf: Map<string, string>;
  /** The contract files they were made from. */
  files: string[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Data that a literal reproduces exactly: primitives, and arrays and plain objects of them
 * (no getters, functions, classes or symbols).
 */
function isPlainData(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (!isPlainObject(value) || Object.getOwnPropertySymbols(value).length > 0) return false;
  return Object.values(Object.getOwnPropertyDescriptors(value)).every(
    (descriptor) => 'value' in descriptor && isPlainData(descriptor.value),
  );
}

/** JavaScript source for plain data; unlike JSON it keeps `undefined`, -0, NaN and Infinity. */
function literal(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(
      ([key, each]) => `${JSON.stringify(key)}: ${literal(each)}`,
    );
    return `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** A `defineRoute` result: a method, a path and a response schema. */
function isRouteDefinition(value: unknown): value is Record<string, unknown> {
  return (
    isPlainObject(value) &&
    typeof value.method === 'string' &&
    typeof value.path === 'string' &&
    'response' in value
  );
}

function routeLiteral(route: Record<string, unknown>): string {
  const kept = routeRuntimeFields.filter((field) => route[field] !== undefined);
  return `{ ${kept.map((field) => `${field}: ${literal(route[field])}`).join(', ')} }`;
}

/** The file a relative specifier of the contract's index names (`./routes/venues`). */
function sourceFile(fromDir: string, specifier: string): string {
  const base = resolve(fromDir, specifier);
  const candidate = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
    (file) => existsSync(file) && /\.tsx?$/.test(file),
  );
  if (!candidate) throw new Error(`light contract: cannot find ${specifier} from ${fromDir}`);
  return candidate;
}

/**
 * The light version of one export of a contract file: a route or plain data as a literal, the
 * rest re-exported from the file itself. One module per export, so each page's chunks carry the
 * routes that page names and no others.
 */
function lightExport(file: string, name: string, value: unknown): string {
  if (isRouteDefinition(value)) return `export const ${name} = ${routeLiteral(value)};\n`;
  if (isPlainData(value)) return `export const ${name} = ${literal(value)};\n`;
  return `export { ${name} } from ${JSON.stringify(file)};\n`;
}

/**
 * Loads the real contract in Node and writes the light modules: one per export of each file the
 * contract's index lists, so that each lands in the chunks of the pages that use it, and an index
 * of them all.
 */
export async function generateLightContract(indexFile: string): Promise<LightContract> {
  const indexSource = await readFile(indexFile, 'utf8');
  // The index is a list of `export * from './file'`; anything else would be left out below, and
  // the light index would lack names, so it is refused.
  const specifiers = [...indexSource.matchAll(/^export \* from '(\.[^']+)';$/gm)].map(
    (match) => match[1] ?? '',
  );
  const statements = indexSource.split('\n').filter((line) => /^\s*(export|import)\b/.test(line));
  if (statements.length !== specifiers.length) {
    throw new Error(`light contract: ${indexFile} may hold only "export * from './file'" lines`);
  }
  const modules = new Map<string, string>();
  const moduleOf = new Map<string, string>();
  const files = new Set([indexFile]);
  const index = [`// Generated from ${contractPackage} by apps/web/scripts/light-contract.ts.`];
  for (const specifier of specifiers) {
    const file = sourceFile(dirname(indexFile), specifier);
    const { module, dependencies } = await runnerImport<Record<string, unknown>>(file);
    for (const each of [file, ...dependencies]) files.add(each);
    const fileSpecifier = `${lightContractSpecifier}/${specifier.replace(/^\.\//, '')}`;
    for (const [name, value] of Object.entries(module)) {
      const exportSpecifier = `${fileSpecifier}/${name}`;
      modules.set(exportSpecifier, lightExport(file, name, value));
      moduleOf.set(name, exportSpecifier);
      index.push(`export { ${name} } from ${JSON.stringify(exportSpecifier)};`);
    }
  }
  modules.set(lightContractSpecifier, `${index.join('\n')}\n`);
  return { modules, moduleOf, files: [...files] };
}

const contractImport = /^import\s*\{([^}]*)\}\s*from\s*(["'])@lido\/contract\2;?/gm;

/**
 * A web module's `import { a, b as c } from '@lido/contract'` as imports from the light modules
 * that define each name. Through the index every light module would be reachable from every
 * module that imports the contract, and the build could not tell which pages need which (the
 * app's start chunk: scripts/start-chunk.ts). Runs on JavaScript, after types are stripped, so
 * every name left is a value; a name the contract lacks is an error here, not at run time.
 */
export function importLightModules(
  code: string,
  moduleOf: ReadonlyMap<string, string>,
  file: string,
): string | null {
  let changed = false;
  const rewritten = code.replace(contractImport, (statement: string, clause: string) => {
    const bySpecifier = new Map<string, string[]>();
    for (const each of clause.split(',').map((part) => part.trim())) {
      if (each === '') continue;
      const name = each.split(/\s+as\s+/)[0] ?? each;
      const specifier = moduleOf.get(name);
      if (!specifier) throw new Error(`${file}: @lido/contract exports no ${name}`);
      bySpecifier.set(specifier, [...(bySpecifier.get(specifier) ?? []), each]);
    }
    changed = true;
    // As many lines as the statement had, so the lines after it keep their numbers (source maps).
    const lineBreaks = '\n'.repeat(statement.split('\n').length - 1);
    return (
      [...bySpecifier]
        .map(
          ([specifier, names]) =>
            `import { ${names.join(', ')} } from ${JSON.stringify(specifier)};`,
        )
        .join('') + lineBreaks
    );
  });
  return changed ? rewritten : null;
}

function isInside(file: string, dir: string): boolean {
  const path = relative(dir, file);
  return path !== '' && !path.startsWith('..') && !isAbsolute(path);
}

/**
 * Resolves `@lido/contract` in the web's own modules to the light index. The contract's files,
 * and the light modules' re-exports of them, still load the real thing.
 */
export function lightContract(): Plugin {
  let webRoot = process.cwd();
  let indexFile: string | undefined;
  let generated: Promise<LightContract> | undefined;
  let madeFrom = new Set<string>();
  const lightId = `\0${lightContractSpecifier}`;
  const isWebModule = (file: string) => isInside(file, webRoot) && !file.includes('/node_modules/');
  return {
    name: 'lido:light-contract',
    enforce: 'pre',
    configResolved(config) {
      webRoot = config.root;
    },
    async resolveId(source, importer, options) {
      if (source.startsWith(`${lightContractSpecifier}/`)) return `\0${source}`;
      if (source !== contractPackage || !importer) return null;
      const importerFile = importer.split('?')[0] ?? importer;
      if (!isWebModule(importerFile)) return null;
      if (!indexFile) {
        const real = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!real) return null;
        indexFile = real.id;
      }
      return lightId;
    },
    transform: {
      order: 'post',
      async handler(code, id) {
        const file = id.split('?')[0] ?? id;
        if (!isInside(file, join(webRoot, 'src')) || !code.includes(contractPackage)) return null;
        if (!indexFile) {
          const real = await this.resolve(contractPackage, file, { skipSelf: true });
          if (!real) return null;
          indexFile = real.id;
        }
        generated ??= generateLightContract(indexFile);
        const rewritten = importLightModules(code, (await generated).moduleOf, file);
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
    async load(id) {
      if (!id.startsWith(lightId) || !indexFile) return null;
      generated ??= generateLightContract(indexFile);
      const { modules, files } = await generated;
      madeFrom = new Set(files);
      for (const file of files) this.addWatchFile(file);
      const code = modules.get(id.slice(1));
      if (code === undefined) this.error(`light contract: no module ${id.slice(1)}`);
      return code;
    },
    // In dev, an edited contract file makes new light modules (a changed path reaches the page).
    hotUpdate({ file, modules }) {
      if (!madeFrom.has(file)) return;
      generated = undefined;
      const light = [...this.environment.moduleGraph.idToModuleMap.values()].filter((each) =>
        each.id?.startsWith(lightId),
      );
      return [...modules, ...light];
    },
  };
}
