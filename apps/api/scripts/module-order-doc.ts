import { readdirSync, readFileSync } from 'node:fs';

/**
 * The API's module order has one source, apps/api/module-order.json, which the lint rules read
 * (eslint-zones.js). decisions/005 shows the same list between two markers; this writes it.
 */
const apiRoot = new URL('../', import.meta.url);
export const moduleOrderFile = new URL('module-order.json', apiRoot);
export const moduleOrderDecision = new URL('../../docs/decisions/005-api-module-order.md', apiRoot);

const START = '<!-- module-order: written by `npm run docs:module-order -w @lido/api` -->';
const END = '<!-- /module-order -->';

export function readModuleOrder(): string[] {
  return JSON.parse(readFileSync(moduleOrderFile, 'utf8')) as string[];
}

/** The folders under src/modules: each must have its place in the order. */
export function moduleFolders(): string[] {
  return readdirSync(new URL('src/modules/', apiRoot), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The decision's text with its list replaced by `names`, numbered in order. */
export function withModuleOrder(decision: string, names: readonly string[]): string {
  const start = decision.indexOf(START);
  const end = decision.indexOf(END);
  if (start < 0 || end < start) throw new Error(`decisions/005 has lost its markers (${START}).`);
  const list = names.map((name, index) => `${index + 1}. \`${name}\``).join('\n');
  return `${decision.slice(0, start)}${START}\n\n${list}\n\n${decision.slice(end)}`;
}
