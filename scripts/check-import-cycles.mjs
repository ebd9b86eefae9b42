// `npm run check` (scripts/check.sh): fails when the imports of the workspace's source files form
// a circle. Every import counts: static, `import type`, re-exports and `import()`, so a circle
// through types or through a lazily loaded route is found as well. ESLint's import-x/no-cycle did
// this before and was half of the lint's time; this reads each file once and takes seconds.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const sourceFolders = [
  'packages/contract/src',
  'packages/calendar-date/src',
  'apps/emulators/src',
  'apps/api/src',
  'apps/api/scripts',
  'apps/web/src',
  'apps/web/scripts',
  'e2e',
  'bench',
];
const extensions = ['.ts', '.tsx', '.mts', '.mjs', '.js'];
const workspacePackages = {
  '@lido/contract': 'packages/contract/src/index.ts',
  '@lido/calendar-date': 'packages/calendar-date/src/index.ts',
  '@lido/emulators/opayo': 'apps/emulators/src/opayo/index.ts',
  '@lido/emulators/opayo/testing': 'apps/emulators/src/opayo/testing.ts',
  '@lido/emulators/gocardless': 'apps/emulators/src/gocardless/index.ts',
  '@lido/emulators/gocardless/testing': 'apps/emulators/src/gocardless/testing.ts',
  '@lido/emulators/migrations': 'apps/emulators/src/migrations.ts',
};

function sourceFiles(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(path));
    else if (extensions.some((extension) => entry.name.endsWith(extension))) found.push(path);
  }
  return found;
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file an import names, or null for a package from node_modules. */
function resolveImport(from, specifier) {
  if (specifier in workspacePackages) return join(root, workspacePackages[specifier]);
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const withoutJs = base.replace(/\.(m?js)$/, '');
  const candidates = [
    base,
    ...extensions.map((extension) => `${withoutJs}${extension}`),
    ...extensions.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find(isFile) ?? null;
}

const files = sourceFolders.flatMap((folder) => sourceFiles(join(root, folder)));
const graph = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = importedFiles
    .map(({ fileName }) => resolveImport(file, fileName))
    .filter((target) => target !== null && /\.(m?[tj]sx?)$/.test(target));
  graph.set(file, [...new Set(targets)]);
}

/**
 * Tarjan's strongly connected components of `graph`: every component of more than one node, or
 * of one that imports itself, is a circle.
 */
function circlesOf(graph) {
  let index = 0;
  const indices = new Map();
  const lowLinks = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  function connect(node) {
    indices.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!indices.has(target)) {
        connect(target);
        lowLinks.set(node, Math.min(lowLinks.get(node), lowLinks.get(target)));
      } else if (onStack.has(target)) {
        lowLinks.set(node, Math.min(lowLinks.get(node), indices.get(target)));
      }
    }
    if (lowLinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const importsItself = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || importsItself) circles.push(component);
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return circles;
}

/** One circle through the component, in import order, to show where to cut. */
function oneCircle(graph, component) {
  const members = new Set(component);
  const start = component[component.length - 1];
  const path = [start];
  const seen = new Set([start]);
  for (;;) {
    const current = path[path.length - 1];
    const next = graph
      .get(current)
      .find((target) => members.has(target) && (target === start || !seen.has(target)));
    if (next === undefined || next === start) break;
    path.push(next);
    seen.add(next);
  }
  return [...path, start].map((node) => relative(root, node)).join('\n    → ');
}

const fileCircles = circlesOf(graph);
if (fileCircles.length > 0) {
  console.error(
    `Import circles (${fileCircles.length}); every import counts, \`import type\` and import() too:`,
  );
  for (const component of fileCircles)
    console.error(`  ${component.length} files:\n    ${oneCircle(graph, component)}`);
}
if (fileCircles.length > 0) process.exit(1);
console.log(`No import circles among ${graph.size} files.`);
