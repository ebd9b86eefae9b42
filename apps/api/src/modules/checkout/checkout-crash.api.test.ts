import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { fixedClock } from '../../clock';
import { readEnv } from '../../env';
import { readOpayoSandboxLedger } from '../../opayo-sandbox/sandbox-ledger';
import { testCards } from '../../opayo-sandbox/test-cards';
import { billingDetails, browserDetails } from '../../test-support/card-checkout';
import { findOccurrence } from '../../test-support/occurrences';
import { PRIYA } from '../../test-support/sign-in';
import { openTestDatabase, testConfig } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { DEMO_PASSWORD } from '../../seed/demo-people';
import { cardTransactions } from '../payments/payments.tables';

// The server is killed (SIGKILL) at each step boundary of the checkout, started again, and swept:
// every payment attempt must end released with its order, or given back with no order, and the
// emulated Opayo account must agree with Lido's orders to the penny. PostgreSQL only: a killed
// process is what several servers sharing one database must survive.

const apiDirectory = fileURLToPath(new URL('../../..', import.meta.url));
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

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

async function startServer(url: string, crashAt?: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/test-support/crash-server.ts', ...(crashAt ? [crashAt] : [])],
    {
      cwd: apiDirectory,
      env: {
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LIDO_DEMO: '1',
        SEED_DEMO_DATA: 'false',
        LIDO_RATE_LIMITS: 'off',
        SESSION_IDLE_MINUTES: '1440',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  running.push(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.ok) break;
    if (tries > 240) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, exited, child };
}

/** The booking site's calls, over HTTP; stops quietly when the server dies under it. */
async function payForACourt(base: string, court: string): Promise<void> {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Record<string, unknown>;
  };
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
  const prepared = (await call('GET', '/api/checkout/prepare', undefined, token)) as {
    session_key: string;
    url: string;
    item_hash: string;
  };
  const card = await fetch(`${base}${prepared.url}/card-identifiers`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${prepared.session_key}`,
    },
    body: JSON.stringify({
      cardDetails: {
        cardholderName: 'Priya Shah',
        cardNumber: testCards.frictionless,
        expiryDate: '1230',
        securityCode: '123',
      },
    }),
  }).then((response) => response.json() as Promise<{ cardIdentifier: string }>);
  const authorised = await call(
    'POST',
    '/api/checkout/authorise',
    {
      session_key: prepared.session_key,
      card_identifier: card.cardIdentifier,
      item_hash: prepared.item_hash,
      ...billingDetails,
      ...browserDetails,
      terms: [1],
      source: 'activity-booking',
      payments: [],
    },
    token,
  );
  const transaction = (authorised.data ?? authorised) as { transaction_uuid: string };
  await call(
    'POST',
    '/api/checkout/complete',
    {
      transaction_uuid: transaction.transaction_uuid,
      item_hash: prepared.item_hash,
      completed_waivers: [],
      payments: [],
      source: 'activity-booking',
      terms: [1],
    },
    token,
  );
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

        const doomed = await startServer(url, boundary);
        await payForACourt(doomed.base, court).catch(() => undefined);
        expect(await doomed.exited).not.toBe(0);

        // Started again: the start-up sweep releases what has an order.
        const restarted = await startServer(url);
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
