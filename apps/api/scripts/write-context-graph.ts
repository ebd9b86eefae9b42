// `npm run docs:context-graph -w @lido/api`: writes the graph of contexts into decisions/039 and
// docs/architecture.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { contextGraphDocuments, readContextGraph, withContextGraph } from './context-graph-doc';

for (const document of contextGraphDocuments) {
  writeFileSync(document, withContextGraph(readFileSync(document, 'utf8'), readContextGraph()));
}
