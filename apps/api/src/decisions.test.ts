import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  moduleFolders,
  moduleOrderDecision,
  readModuleOrder,
  withModuleOrder,
} from '../scripts/module-order-doc';

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

  it('show the module order the lint rules enforce', () => {
    const decision = readFileSync(moduleOrderDecision, 'utf8');
    expect(decision).toBe(withModuleOrder(decision, readModuleOrder()));
  });

  it('give every API module a place in the order, once', () => {
    const order = readModuleOrder();
    expect(new Set(order).size).toBe(order.length);
    expect([...order].sort()).toEqual(moduleFolders().sort());
  });
});
