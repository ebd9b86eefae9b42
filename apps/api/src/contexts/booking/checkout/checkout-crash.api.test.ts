import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { fixedClock } from '../../../platform/clock';
import { readEnv } from '../../../platform/env';
import { readOpayoSandboxLedger } from '@lido/emulators/opayo';
import { httpCaller, payBasketOverHttp } from '../../../test-support/http-checkout';
import { findOccurrence } from '../../../test-support/occurrences';
import { killServerProcesses, startServerProcess } from '../../../test-support/server-process';
import { PRIYA } from '../../../test-support/sign-in';
import { openTestDatabase, testConfig } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { DEMO_PASSWORD } from '../../../seed/demo-people';
import { cardTransactions } from '../../money/payments/payments.tables';

// The server is killed (SIGKILL) at each step boundary of the checkout, started again, and swept:
// every payment attempt must end released with its order, or given back with no order, and the
// emulated Opayo account must agree with Lido's orders to the penny. PostgreSQL only: a killed
// process is what several servers sharing one database must survive.

const { DATABASE_URL } = readEnv();

/** Each boundary, and how its one payment attempt must end (none: killed before it existed). */
const boundaries: [string, string | null][] = [
  ['authorise:reserve the card payment:before', null],
  ['authorise:record the payment attempt:after', 'abandoned'],
  ['authorise:reserve the card payment:after', 'aborted'],
  ['complete:check the payment:after', 'aborted'],
  ['complete:write order, bookings and confirmation:after', 'released'],
  ['complete:release the payment:after', 'released'],
];

afterEach(killServerProcesses);

/** Priya adds a court and pays for it, over HTTP; stops quietly when the server dies under it. */
async function payForACourt(base: string, court: string): Promise<void> {
  const call = httpCaller(base);
  const signedIn = await call('POST', '/api/auth/customer/login', {
    username: PRIYA.email,
    password: DEMO_PASSWORD,
  });
  const token = String(signedIn.token);
  await call(
    'POST',
    '/api/activities/cart/add',
    { items: [{ id: court, type: 'purchasableOccurrence' }] },
    token,
  );
  await payBasketOverHttp(base, token);
}

describe.skipIf(!DATABASE_URL)('a server killed in the middle of a checkout', () => {
  it.each(boundaries)(
    'ends with a released payment and its order, or no order and nothing taken: killed at %s',
    async (boundary, outcome) => {
      const { handle, drop } = await openTestDatabase();
      try {
        const url = handle.connectionString ?? '';
        const court = (
          await findOccurrence(handle.db, {
            venue: 'swiss-cottage-leisure-centre',
            activity: 'badminton-60min',
            date: '2026-10-23',
            time: '10:00',
          })
        ).publicId;

        const doomed = await startServerProcess(url, { crashAt: boundary });
        await payForACourt(doomed.base, court).catch(() => undefined);
        expect(await doomed.exited).not.toBe(0);

        // Started again: the start-up sweep releases what has an order.
        const restarted = await startServerProcess(url);
        await expect
          .poll(
            async () =>
              (await handle.db.select().from(cardTransactions)).filter(
                (attempt) => attempt.status === 'completed',
              ).length,
            { timeout: 20_000 },
          )
          .toBe(0);
        restarted.child.kill('SIGTERM');
        await restarted.exited;

        // Later, past every hold: the sweep gives back whatever never got an order.
        const later = fixedClock(new Date(TEST_NOW.getTime() + 3 * 60 * 60_000));
        const app = await buildApp({ db: handle.db, clock: later, config: testConfig() });
        await app.reconcilePayments();
        await app.close();

        const attempts = await handle.db.select().from(cardTransactions);
        const ledger = await readOpayoSandboxLedger(handle.db, {
          vendorTxCodes: attempts.map((attempt) => attempt.reference),
        });
        const result: unknown = await handle.db.execute(
          // The orders paid by this checkout's card payments (the demo history has its own).
          sql`select coalesce(sum(total_pence), 0)::int as total from orders
            where id in (select order_id from card_transactions)`,
        );
        const ordersTotal = (result as { rows: { total: number }[] }).rows[0]?.total ?? 0;

        expect(attempts.map((attempt) => attempt.status)).toEqual(outcome ? [outcome] : []);
        for (const attempt of attempts) {
          const captured = ledger
            .filter((entry) => entry.vendorTxCode === attempt.reference)
            .reduce((sum, entry) => sum + entry.capturedPence - entry.refundedPence, 0);
          if (attempt.orderId !== null) {
            expect(attempt.status, boundary).toBe('released');
            expect(captured, boundary).toBe(attempt.amountPence);
          } else {
            expect(['aborted', 'abandoned', 'declined'], boundary).toContain(attempt.status);
            expect(captured, boundary).toBe(0);
          }
        }
        const takenInAll = ledger.reduce(
          (sum, entry) => sum + entry.capturedPence - entry.refundedPence,
          0,
        );
        expect(takenInAll, boundary).toBe(ordersTotal);
      } finally {
        await drop();
      }
    },
    120_000,
  );
});
