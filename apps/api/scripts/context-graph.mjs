// The API's graph of bounded contexts, read from each context's own context.json
// (src/contexts/<context>/context.json: what it is about, the contexts it uses, its modules in
// order). ESLint's zones (eslint-zones.js), decisions/039's list and decisions.test.ts read it
// here, so adding a context is its folder and its line in app.ts.
import { readdirSync, readFileSync } from 'node:fs';

const contextsFolder = new URL('../src/contexts/', import.meta.url);

/** Every context, each after the contexts it uses (by depth, then name); throws on a circle. */
export function readContextGraph() {
  const contexts = readdirSync(contextsFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      name,
      ...JSON.parse(readFileSync(new URL(`${name}/context.json`, contextsFolder), 'utf8')),
    }));
  const byName = new Map(contexts.map((context) => [context.name, context]));
  const depths = new Map();
  const depthOf = (name, path = []) => {
    if (path.includes(name))
      throw new Error(`Contexts use each other: ${[...path, name].join(' → ')}.`);
    const context = byName.get(name);
    if (!context)
      throw new Error(`${path.at(-1)}/context.json uses "${name}", which is no context.`);
    if (!depths.has(name)) {
      const below = context.uses.map((used) => depthOf(used, [...path, name]) + 1);
      depths.set(name, Math.max(0, ...below));
    }
    return depths.get(name);
  };
  return contexts
    .map((context) => ({ ...context, depth: depthOf(context.name) }))
    .sort((a, b) => a.depth - b.depth || a.name.localeCompare(b.name))
    .map(({ name, about, uses, modules }) => ({ name, about, uses, modules }));
}
