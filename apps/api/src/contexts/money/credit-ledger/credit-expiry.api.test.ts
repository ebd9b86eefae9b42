import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalanceOf } from '../../../test-support/credit';
import { bearer, PRIYA, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { expireMembershipCredit } from './credit-expiry';
import { recordCreditEntry } from './credit-ledger.repository';
import { creditEntries } from './credit-ledger.tables';

// Membership credit is for the month it is granted in (London): what is left of an earlier
// month's grants expires. The test clock is 20 October 2026.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entry = (
  kind: 'general' | 'membership',
  movement: 'grant' | 'spend' | 'refund',
  amountPence: number,
  at: string,
) =>
  recordCreditEntry(t.db, {
    customerId: PRIYA.id,
    kind,
    movement,
    amountPence,
    reason: `${movement} on ${at}`,
    createdAt: new Date(at),
  });

const expiries = () =>
  t.db
    .select({ kind: creditEntries.kind, amountPence: creditEntries.amountPence })
    .from(creditEntries)
    .where(and(eq(creditEntries.customerId, PRIYA.id), eq(creditEntries.movement, 'expiry')));

describe('expireMembershipCredit', () => {
  it("expires what is left of an earlier month's membership credit, once, and nothing else", async () => {
    const before = await creditBalanceOf(t.db, PRIYA.id);
    // September's grant, partly spent; October's grant; general credit from a refund.
    await entry('membership', 'grant', 800, '2026-09-15T10:00:00Z');
    await entry('membership', 'spend', -300, '2026-09-20T10:00:00Z');
    await entry('membership', 'grant', 500, '2026-10-01T08:00:00Z');
    await entry('general', 'refund', 700, '2026-08-01T10:00:00Z');

    expect(await expireMembershipCredit(t.db, TEST_NOW)).toBeGreaterThanOrEqual(1);
    expect(await expiries()).toEqual([{ kind: 'membership', amountPence: -500 }]);
    expect(await creditBalanceOf(t.db, PRIYA.id)).toBe(before + 700 + 500);

    // A second run (another process, the next hour) finds nothing left to expire.
    await expireMembershipCredit(t.db, TEST_NOW);
    expect(await expiries()).toHaveLength(1);
  });

  it('shows the expiry on the customer’s credit statement', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-account/credit',
      headers: bearer(await signIn(t.app, PRIYA.email)),
    });
    const statement = response.json<{
      data: { entries: { movement: string; amount: { raw: number } }[] };
    }>();
    expect(statement.data.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          movement: 'expiry',
          amount: expect.objectContaining({ raw: -500 }) as unknown,
        }),
      ]),
    );
  });
});
