import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client';
import { withinOperator } from '../platform/db/operator-scope';
import { rowsOf } from '../platform/db/raw-rows';
import { signInOtherOperatorManager } from '../test-support/sign-in';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Operator scope held by the database too (migration 0054): as the application's role, a
// transaction that names an operator sees and writes only that operator's rows of the tables an
// operator owns, however its queries are written; one that names none sees them all.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // A second operator, owning Manchester Aquatics Centre (90006) and a manager there.
  await signInOtherOperatorManager(t.app, t.db);
  await t.db.execute(
    sql`insert into customers (operator_id, email, first_name, last_name, reference,
        registration_source, home_venue_id, created_at, updated_at)
      values (2, 'brent.customer@other-operator.example', 'Bo', 'Brent', 'OTH0000001', 'desk',
        90006, now(), now())`,
  );
});
afterAll(() => t.close());

/** As the application's role (lido_app), inside a transaction scoped to the operator. */
const asApplicationWithin = <T>(operatorId: number, work: (tx: Database) => Promise<T>) =>
  withinOperator(t.db, operatorId, async (tx) => {
    await tx.execute(sql`set local role lido_app`);
    return work(tx);
  });

const operatorsOf = async (db: Database, table: string) =>
  (
    await rowsOf<{ operator_id: number }>(
      db,
      sql`select distinct operator_id from ${sql.identifier(table)} order by operator_id`,
    )
  ).map((row) => Number(row.operator_id));

describe('row security on the tables an operator owns', () => {
  it.each(['customers', 'staff_users', 'venues'])(
    '%s: a transaction of one operator sees only its rows, with no where of its own',
    async (table) => {
      expect(await asApplicationWithin(2, (tx) => operatorsOf(tx, table))).toEqual([2]);
      expect(await asApplicationWithin(1, (tx) => operatorsOf(tx, table))).toEqual([1]);
    },
  );

  it('hides one operator’s customer from the other by id, email and reference', async () => {
    const found = await asApplicationWithin(2, (tx) =>
      rowsOf<{ id: number }>(
        tx,
        sql`select id from customers
          where id = 1001 or email = 'alex.morgan@example.com' or reference = 'LID1001001'`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('refuses to write another operator’s rows, or to move a row to it', async () => {
    const changed = await asApplicationWithin(2, (tx) =>
      rowsOf<{ id: number }>(
        tx,
        sql`update customers set first_name = 'Taken' where id = 1001 returning id`,
      ),
    );
    expect(changed).toEqual([]);
    await expect(
      asApplicationWithin(2, (tx) =>
        tx.execute(
          sql`insert into customers (operator_id, email, first_name, last_name, reference,
              registration_source, created_at, updated_at)
            values (1, 'planted@example.com', 'P', 'Lant', 'PLT0000001', 'desk', now(), now())`,
        ),
      ),
    ).rejects.toThrow();
    await expect(
      asApplicationWithin(2, (tx) =>
        tx.execute(sql`update customers set operator_id = 1 where email like '%other-operator%'`),
      ),
    ).rejects.toThrow();
    const [alex] = await rowsOf<{ first_name: string }>(
      t.db,
      sql`select first_name from customers where id = 1001`,
    );
    expect(alex?.first_name).toBe('Alex');
  });

  it('leaves a transaction that names no operator, and the tables’ owner, seeing every row', async () => {
    const unscoped = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local role lido_app`);
      return operatorsOf(tx, 'customers');
    });
    expect(unscoped).toEqual([1, 2]);
    expect(await operatorsOf(t.db, 'customers')).toEqual([1, 2]);
  });
});
