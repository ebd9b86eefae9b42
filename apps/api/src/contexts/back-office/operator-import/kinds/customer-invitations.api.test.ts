import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { TEST_NOW } from '../../../../test-support/test-clock';
import { pendingCustomerInvitations } from '../../../people/accounts/accounts.tables';
import { emailOutbox } from '../../../people/email/email.tables';
import type { ImportKind } from '../import-kind';
import { importKinds } from '../import-kinds';
import { runImport } from '../import-run';

let t: TestApp;
const run = (kinds: readonly ImportKind[], customersCsv: string) =>
  runImport(t.db, kinds, [{ name: 'customers.csv', content: customersCsv }], {
    dryRun: false,
    staffUserId: null,
    now: TEST_NOW,
  });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const header = 'customer_id,first_name,last_name,email';
const outboxTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
const pending = async () =>
  (await t.db.select({ n: count() }).from(pendingCustomerInvitations))[0]!.n;

describe('invitations of imported customers', () => {
  it('are sent after the import commits; one left unsent goes with the next import, once', async () => {
    const first = await run(importKinds, `${header}\nINV-1,Ada,Lovelace,ada.l@example.org`);
    expect(first.problems).toEqual([]);
    expect(await outboxTo('ada.l@example.org')).toHaveLength(1);
    expect(await pending()).toBe(0);

    // As if the process stopped between the commit and the invitations.
    const withoutInvitations = importKinds.map((kind) => ({ ...kind, afterCommit: undefined }));
    const second = await run(
      withoutInvitations,
      `${header}\nINV-1,Ada,Lovelace,ada.l@example.org\nINV-2,Grace,Hopper,grace.h@example.org`,
    );
    expect(second.written).toBe(true);
    expect(await outboxTo('grace.h@example.org')).toHaveLength(0);
    expect(await pending()).toBe(1);

    const third = await run(
      importKinds,
      `${header}\nINV-1,Ada,Lovelace,ada.l@example.org\nINV-2,Grace,Hopper,grace.h@example.org`,
    );
    expect(third.kinds).toMatchObject([{ kind: 'customers', created: 0, unchanged: 2 }]);
    expect(await outboxTo('grace.h@example.org')).toHaveLength(1);
    expect(await outboxTo('ada.l@example.org')).toHaveLength(1);
    expect(await pending()).toBe(0);
  });
});
