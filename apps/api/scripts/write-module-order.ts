// `npm run docs:module-order -w @lido/api`: writes the module order into decisions/005.
import { readFileSync, writeFileSync } from 'node:fs';
import { moduleOrderDecision, readModuleOrder, withModuleOrder } from './module-order-doc';

const decision = readFileSync(moduleOrderDecision, 'utf8');
writeFileSync(moduleOrderDecision, withModuleOrder(decision, readModuleOrder()));
