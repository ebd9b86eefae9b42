import * as contract from '@lido/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/permissions.md is the contract's table of staff actions (staff-actions.ts) in words: each
// row names an action and, for each role, the reach the code gives it. The two must not drift.

const doc = readFileSync(new URL('../../../docs/permissions.md', import.meta.url), 'utf8');

const roleColumns = { receptionist: 2, manager: 3, operator_admin: 4 } as const;

/** The rows of the Actions table: the action in backticks, then its cells. */
const rows = doc
  .split('\n')
  .filter((line) => /^\| `[a-z.-]+` +\|/.test(line))
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );

const routes = (Object.values(contract) as unknown[]).filter(
  (value): value is contract.RouteDefinition =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
);
const actions = Object.keys(contract.staffActions) as contract.StaffAction[];

describe('docs/permissions.md', () => {
  it('has one row for each action of the contract, and no other', () => {
    const documented = rows.map(([action]) => action!.replace(/`/g, ''));
    expect([...documented].sort()).toEqual([...actions].sort());
  });

  it('includes every action a route declares', () => {
    const declared = new Set(routes.map((route) => route.action).filter(Boolean));
    expect(declared.size).toBeGreaterThan(15);
    for (const action of declared) expect(actions).toContain(action);
  });

  it.each(rows.map((row) => [row[0]!, row] as const))(
    '%s: each role’s reach, and its limit, as the code has them',
    (_, row) => {
      const action = row[0]!.replace(/`/g, '') as contract.StaffAction;
      for (const role of contract.staffRoles) {
        const cell = row[roleColumns[role]]!;
        const reach = cell.split(/[ ,(]/)[0];
        expect(reach, `${action}, ${role}`).toBe(contract.reachOf(action, role) ?? 'no');
        expect(cell.includes('up to'), `${action}, ${role}: limit`).toBe(
          contract.isLimited(action, role),
        );
      }
    },
  );
});
