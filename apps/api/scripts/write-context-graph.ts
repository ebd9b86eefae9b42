// `npm run docs:context-graph -w @lido/api`: writes the graph of contexts into decisions/039.
import { readFileSync, writeFileSync } from 'node:fs';
import { contextGraphDecision, readContextGraph, withContextGraph } from './context-graph-doc';

const decision = readFileSync(contextGraphDecision, 'utf8');
writeFileSync(contextGraphDecision, withContextGraph(decision, readContextGraph()));
