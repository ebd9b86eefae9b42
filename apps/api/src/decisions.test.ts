import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contextGraphDocuments,
  moduleFolders,
  readContextGraph,
  withContextGraph,
} from '../scripts/context-graph-doc';

const decisionsFolder = new URL('../../../docs/decisions/', import.meta.url);
const decisions = readdirSync(decisionsFolder)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(new URL(name, decisionsFolder), 'utf8') }));
const numbers = new Set(decisions.map(({ name }) => name.slice(0, 3)));

describe('the architecture decisions', () => {
  it.each(decisions)('$name says its status and date', ({ text }) => {
    const status = /^Status: (.+?) *$/m.exec(text)?.[1];
    expect(status).toMatch(/^(Accepted|Superseded by \d{3})/);
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2} *$/m);
    const supersededBy = /^Superseded by (\d{3})/.exec(status ?? '')?.[1];
    if (supersededBy) expect(numbers).toContain(supersededBy);
  });

  it.each(contextGraphDocuments.map((url) => ({ document: url.pathname.split('/docs/')[1], url })))(
    '$document shows the graph of contexts the lint rules enforce',
    ({ url }) => {
      const document = readFileSync(url, 'utf8');
      expect(document).toBe(withContextGraph(document, readContextGraph()));
    },
  );

  it('order the contexts so that each uses only contexts before it', () => {
    const names = readContextGraph().map(({ name }) => name);
    readContextGraph().forEach(({ name, uses }, index) => {
      for (const used of uses)
        expect(names.slice(0, index), `${name} uses ${used}`).toContain(used);
    });
  });

  it('give every module folder its place in its context, once', () => {
    const modules = readContextGraph().flatMap(({ modules }) => modules);
    expect(new Set(modules).size).toBe(modules.length);
    for (const { name, modules: listed } of readContextGraph()) {
      expect([...listed].sort()).toEqual(moduleFolders(name).sort());
    }
  });
});
