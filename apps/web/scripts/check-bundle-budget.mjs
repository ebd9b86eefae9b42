#!/usr/bin/env node
// The home page's initial download, measured from Vite's manifest after `vite build`: the entry
// script, the app it imports as soon as the page has painted (src/main.tsx), every chunk those
// import statically and their CSS (the entry's is inlined into index.html). Prints
// raw, gzip and brotli sizes and what each lazily loaded route adds on top, and exits 1 when the
// initial JavaScript or CSS is over its gzip budget (issue 12). Run after the web build:
//
//   node apps/web/scripts/check-bundle-budget.mjs [distDir]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bytes, gzip-compressed, that a phone downloads before the first page can render. */
export const budgets = { js: 150_000, css: 20_000 };

const distDir = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));

function sizes(file) {
  const bytes = readFileSync(join(distDir, file));
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

/** The files a chunk loads with it: itself, its static imports (recursively) and their CSS. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function filesOf(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

function total(files) {
  return files.reduce(
    (sum, file) => {
      const size = sizes(file);
      return {
        raw: sum.raw + size.raw,
        gzip: sum.gzip + size.gzip,
        brotli: sum.brotli + size.brotli,
      };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const row = (label, size) =>
  `${label.padEnd(44)} ${kb(size.raw).padStart(8)} ${kb(size.gzip).padStart(8)} ${kb(size.brotli).padStart(8)}`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error(`no entry in ${distDir}/.vite/manifest.json`);
// The entry's own dynamic import is the app, started at once after the first paint.
const initialKeys = new Set();
for (const key of [entryKey, ...(manifest[entryKey].dynamicImports ?? [])])
  closure(key, initialKeys);
const initial = filesOf(initialKeys);
const initialJs = total(initial.js);
const initialCss = total(initial.css);

console.log(
  `${'home page, initial download (kB)'.padEnd(44)} ${'raw'.padStart(8)} ${'gzip'.padStart(8)} ${'brotli'.padStart(8)}`,
);
console.log(row(`JavaScript (${initial.js.length} files)`, initialJs));
console.log(row(`CSS (${initial.css.length} files)`, initialCss));

// Each lazily imported chunk (a route, the map, the password meter): what it adds to the initial.
console.log(
  `\n${'loaded later, on top of the initial (kB)'.padEnd(44)} ${'raw'.padStart(8)} ${'gzip'.padStart(8)} ${'brotli'.padStart(8)}`,
);
const lazyKeys = new Set(
  Object.values(manifest)
    .flatMap((chunk) => chunk.dynamicImports ?? [])
    .filter((key) => !initialKeys.has(key)),
);
for (const key of [...lazyKeys].sort()) {
  const added = [...closure(key)].filter((each) => !initialKeys.has(each));
  const files = filesOf(added);
  const name = key.replace(/^.*\/src\//, '').replace(/^.*node_modules\//, '');
  console.log(row(name.slice(0, 44), total([...files.js, ...files.css])));
}

const failures = [];
// Chunks that import each other run in an order where one can read what the other has not yet
// defined (a crash at start): the build's code splitting (scripts/start-chunk.ts) must not make
// such a cycle. Every chunk's static imports are followed; a chunk met again on its own path
// closes a cycle.
function findCycle(key, path = [], done = new Set()) {
  if (path.includes(key)) return [...path.slice(path.indexOf(key)), key];
  if (done.has(key)) return null;
  for (const imported of manifest[key]?.imports ?? []) {
    const cycle = findCycle(imported, [...path, key], done);
    if (cycle) return cycle;
  }
  done.add(key);
  return null;
}
const checked = new Set();
for (const key of Object.keys(manifest)) {
  const cycle = findCycle(key, [], checked);
  if (cycle) {
    failures.push(
      `chunks import each other: ${cycle.map((each) => manifest[each].file).join(' → ')}`,
    );
    break;
  }
}
// The entry's CSS is inlined into index.html; a stylesheet of the app's start would be added to
// the page as it starts, a long task of style work on a phone (src/main.tsx imports them all).
const startCss = filesOf([...initialKeys].filter((key) => key !== entryKey)).css;
if (startCss.length > 0) {
  failures.push(
    `the app's start loads ${startCss.join(', ')}: import its CSS in src/main.tsx instead`,
  );
}
if (initialJs.gzip > budgets.js) {
  failures.push(`initial JavaScript ${kb(initialJs.gzip)} kB gzip > budget ${kb(budgets.js)} kB`);
}
if (initialCss.gzip > budgets.css) {
  failures.push(`initial CSS ${kb(initialCss.gzip)} kB gzip > budget ${kb(budgets.css)} kB`);
}
if (failures.length > 0) {
  console.error(`\nBundle budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\nWithin budget: JavaScript ${kb(initialJs.gzip)} / ${kb(budgets.js)} kB, CSS ${kb(initialCss.gzip)} / ${kb(budgets.css)} kB (gzip).`,
);
