import { readdirSync } from 'node:fs';
import { type Context, readContextGraph } from './context-graph.mjs';

export { readContextGraph };

/**
 * The API's graph of bounded contexts has one source, each context's context.json, which the lint
 * rules read (eslint-zones.js, through context-graph.mjs). decisions/039 and docs/architecture.md
 * show the same graph between two markers; this writes it.
 */
const apiRoot = new URL('../', import.meta.url);
/** Where the graph is shown: decisions/039 and the architecture's "Contexts and flows". */
export const contextGraphDocuments = [
  new URL('../../docs/decisions/039-modules-in-their-contexts.md', apiRoot),
  new URL('../../docs/architecture.md', apiRoot),
];

const START = '<!-- context-graph: written by `npm run docs:context-graph -w @lido/api` -->';
const END = '<!-- /context-graph -->';

/** The folders under src/contexts/<context>/: its modules (the plugin's own files sit beside them). */
export function moduleFolders(context: string): string[] {
  return readdirSync(new URL(`src/contexts/${context}/`, apiRoot), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The document's text with its graph replaced by `contexts`, numbered in order. */
export function withContextGraph(document: string, contexts: readonly Context[]): string {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`The document has lost its markers (${START}).`);
  const list = contexts
    .map(({ name, about, uses, modules }, index) => {
      // A continuation line lines up under the item's text, as Markdown (and Prettier) wants:
      // one space more from item 10 on.
      const indent = ' '.repeat(`${index + 1}. `.length);
      return [
        `${index + 1}. **${name}**: ${about}.`,
        `${indent}Uses: ${uses.map((used) => `\`${used}\``).join(', ') || 'nothing'}.`,
        `${indent}Modules: ${modules.map((module) => `\`${module}\``).join(', ')}.`,
      ].join('\n');
    })
    .join('\n');
  return `${document.slice(0, start)}${START}\n\n${list}\n\n${document.slice(end)}`;
}
