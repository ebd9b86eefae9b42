import { type AuditVerification, ONLY_ADMINISTRATOR_VERIFIES_AUDIT } from '@lido/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApplicationRole } from '../../../platform/db/application-role';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  signIn,
  signInOperatorAdmin,
} from '../../../test-support/sign-in';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test-support/test-app';
import { recordDeskAction, sealAuditLog } from './index';

// The audit log on the record for real: the application's role may only add to it and read it,
// and a hash chain lets the operator's administrator prove nothing sealed was removed or changed.

let t: TestApp;
let administrator: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  administrator = bearer(await signInOperatorAdmin(t.app, t.db));
});
afterAll(() => t.close());

const verify = async (query = '') => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit/verify${query}`,
    headers: administrator,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: AuditVerification }>().data;
};

const record = (action: 'refund' | 'cash-up', details: Record<string, unknown>) =>
  recordDeskAction(t.db, {
    staffUserId: FRONT_DESK.id,
    venueId: FRONT_DESK.venueId,
    action,
    customerId: null,
    orderId: null,
    details,
    now: t.clock.now(),
  });

/** What the owner of the tables, not the application, could do with the triggers off. */
async function asOwnerWithoutTriggers(statement: SQL): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table desk_audit_entries disable trigger user`);
    await tx.execute(statement);
    await tx.execute(sql`alter table desk_audit_entries enable trigger user`);
  });
}

const entryCount = async () =>
  Number(
    (await rowsOf<{ n: number }>(t.db, sql`select count(*) as n from desk_audit_entries`))[0]?.n,
  );

describe('the audit log’s hash chain', () => {
  it('seals every entry, and the administrator finds the chain whole', async () => {
    await record('cash-up', { counted_pence: 12_345 });
    await record('refund', { amount_pence: 500 });
    const before = await verify();
    expect(before.unsealed_entries).toBe(await entryCount());

    const sealed = await sealAuditLog(t.db, t.clock.now());
    expect(sealed).toBe(await entryCount());
    expect(await sealAuditLog(t.db, t.clock.now())).toBe(0);

    const after = await verify();
    expect(after).toMatchObject({
      intact: true,
      sealed_entries: sealed,
      unsealed_entries: 0,
      problems: [],
      problem_count: 0,
      recorded_hash: null,
    });
    expect(after.head?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await verify(`?hash=${after.head?.hash}`)).recorded_hash).toEqual({
      found: true,
      sequence: after.head?.sequence,
    });
  });

  it('goes on from the last seal: a later entry is sealed after it', async () => {
    const { head } = await verify();
    await record('cash-up', { counted_pence: 1 });
    expect(await sealAuditLog(t.db, t.clock.now())).toBe(1);
    const after = await verify(`?hash=${head?.hash}`);
    expect(after).toMatchObject({ intact: true, unsealed_entries: 0 });
    expect(after.head?.sequence).toBe(head!.sequence + 1);
    // The hash written down before is still in the chain, where it was.
    expect(after.recorded_hash).toEqual({ found: true, sequence: head?.sequence });
  });

  it('shows an entry changed or removed behind the application’s back, where it was', async () => {
    // bigint ids: a string from PostgreSQL, a number from the embedded database.
    const [changed, removed] = (
      await rowsOf<{ id: number | string }>(
        t.db,
        sql`select id from desk_audit_entries where action in ('cash-up', 'refund') order by id limit 2`,
      )
    ).map((row) => ({ id: Number(row.id) }));
    const sequenceOf = async (entryId: number) =>
      Number(
        (
          await rowsOf<{ sequence: number }>(
            t.db,
            sql`select sequence from desk_audit_seals where entry_id = ${entryId}`,
          )
        )[0]?.sequence,
      );
    await asOwnerWithoutTriggers(
      sql`update desk_audit_entries set details = '{"counted_pence": 0}' where id = ${changed!.id}`,
    );
    await asOwnerWithoutTriggers(sql`delete from desk_audit_entries where id = ${removed!.id}`);

    const found = await verify();
    expect(found.intact).toBe(false);
    expect(found.problem_count).toBe(2);
    expect(found.problems).toEqual([
      { sequence: await sequenceOf(changed!.id), entry_id: changed!.id, problem: 'altered' },
      { sequence: await sequenceOf(removed!.id), entry_id: removed!.id, problem: 'missing' },
    ]);
  });

  it('shows a removed tail by the head’s hash written down before', async () => {
    await record('cash-up', { counted_pence: 2 });
    await sealAuditLog(t.db, t.clock.now());
    const { head } = await verify();
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table desk_audit_seals disable trigger user`);
      await tx.execute(sql`delete from desk_audit_seals where sequence = ${head!.sequence}`);
      await tx.execute(sql`alter table desk_audit_seals enable trigger user`);
    });
    expect((await verify(`?hash=${head?.hash}`)).recorded_hash).toEqual({
      found: false,
      sequence: null,
    });
  });

  it('is the operator administrator’s to check: a manager and a receptionist are refused', async () => {
    for (const email of [DESK_MANAGER.email, FRONT_DESK.email]) {
      const staff = bearer(await signIn(t.app, email, { as: 'staff' }));
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit/verify',
        headers: staff,
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ message: ONLY_ADMINISTRATOR_VERIFIES_AUDIT });
    }
    const badHash = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/verify?hash=xyz',
      headers: administrator,
    });
    expect(badHash.statusCode).toBe(422);
  });
});

describe('the application’s database role', () => {
  /** The statement's error as the application's role (lido_app), or null when it succeeds. */
  async function asApplication(statement: SQL): Promise<string | null> {
    try {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local role lido_app`);
        await tx.execute(statement);
        throw new Error('rolled back');
      });
    } catch (error) {
      const message = String((error as { cause?: unknown }).cause ?? error);
      return message.includes('rolled back') ? null : message;
    }
    return null;
  }

  it('may add to and read the audit log and its seals, and nothing more', async () => {
    for (const [table, column] of [
      ['desk_audit_entries', 'action'],
      ['desk_audit_seals', 'hash'],
    ] as const) {
      const name = sql.identifier(table);
      const field = sql.identifier(column);
      expect(await asApplication(sql`select count(*) from ${name}`)).toBeNull();
      expect(await asApplication(sql`truncate ${name}`)).toMatch(/permission denied/);
      expect(await asApplication(sql`update ${name} set ${field} = ${field}`)).toMatch(
        /permission denied/,
      );
      expect(await asApplication(sql`delete from ${name}`)).toMatch(/permission denied/);
      expect(await asApplication(sql`alter table ${name} disable trigger user`)).toMatch(
        /must be owner/,
      );
      expect(await asApplication(sql`drop table ${name}`)).toMatch(/must be owner/);
    }
    expect(
      await asApplication(
        sql`insert into desk_audit_entries (staff_user_id, venue_id, action, details, created_at)
          values (${FRONT_DESK.id}, ${FRONT_DESK.venueId}, 'cash-up', '{}', now())`,
      ),
    ).toBeNull();
    // Lido's other tables it reads and writes as before.
    expect(await asApplication(sql`update venues set name = name where id = 90001`)).toBeNull();
  });

  it('is the one the embedded database works as once migrated', async () => {
    const { handle, drop } = await openTestDatabase();
    try {
      const { ownsAuditLog } = await useApplicationRole(handle);
      if (handle.driver === 'pglite') {
        expect(ownsAuditLog).toBe(false);
        await expect(handle.db.execute(sql`truncate desk_audit_entries`)).rejects.toThrow();
      }
    } finally {
      await drop();
    }
  });
});
