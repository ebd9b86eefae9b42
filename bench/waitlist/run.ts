// Waitlist benchmark: one class full, BENCH_WAITING customers in its line, BENCH_CANCELLATIONS of
// its bookings cancelled at once through the API (as front of house would). The offer sweep then
// runs as every API process runs it (every 3 s); prints the time from the burst to each offer's
// email and checks that the places went to the first in line, in order, with none oversold. Runs
// the app in this process, on embedded PGlite or, with DATABASE_URL, on PostgreSQL. Not a test.
//
//   npm run bench:waitlist -w @lido/bench
//   DATABASE_URL=postgres://…/lido_waitlist BENCH_WAITING=500 BENCH_CANCELLATIONS=20 npm run bench:waitlist -w @lido/bench
import { sql } from 'drizzle-orm';
import { emulatorMigrations } from '@lido/emulators/migrations';
import { buildApp } from '../../apps/api/src/app';
// The app's `offerWaitlistPlaces`, which the booking context provides.
import type {} from '../../apps/api/src/contexts/booking';
import { systemClock } from '../../apps/api/src/platform/clock';
import { openDatabase } from '../../apps/api/src/platform/db/client';
import { migrateDatabase } from '../../apps/api/src/platform/db/migrate';
import { rowsOf } from '../../apps/api/src/platform/db/raw-rows';
import { readEnv } from '../../apps/api/src/platform/env';
import { seedDemoData } from '../../apps/api/src/seed/seed-demo-data';
import { printResultTable } from '../result-table';
import { fillClass, joinLine } from './waitlist-scene';

// A script reads its configuration from its environment, once, here.
// eslint-disable-next-line no-restricted-properties
const env = process.env;
const waiting = Number(env.BENCH_WAITING ?? 500);
const cancellations = Number(env.BENCH_CANCELLATIONS ?? 20);
const sweepEveryMs = 3000;

const handle = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 20 })
  : await openDatabase({ kind: 'pglite-memory' });
const { db } = handle;
// The app below runs in demo mode, on the payment emulators.
await migrateDatabase(handle, { also: [emulatorMigrations] });
await seedDemoData(db, { siteUrl: 'http://localhost:3000', now: systemClock.now() });
const app = await buildApp({
  db,
  clock: systemClock,
  config: readEnv({ NODE_ENV: 'test', LIDO_RATE_LIMITS: 'off', SITE_ORIGINS: 'http://localhost' }),
});
await app.ready();

const scene = await joinLine(db, await fillClass(db, { cancellations }), waiting);
const staff = await app.inject({
  method: 'POST',
  url: '/api/auth/staff/login',
  payload: { username: 'frontdesk@lido.example', password: 'LidoDemo2026!' },
});
const token = staff.json<{ token: string }>().token;
console.log(
  `${scene.name}: ${scene.capacity} places booked, ${waiting} waiting; cancelling ${cancellations}`,
);

// The burst: every cancellation at once, then the sweep on its production interval.
const burstAt = performance.now();
const answers = await Promise.all(
  scene.bookings.slice(0, cancellations).map((booking) =>
    app.inject({
      method: 'DELETE',
      url: `/api/activities/bookings/${booking.id}?selected_user_id=${booking.customerId}`,
      headers: { authorization: `Bearer ${token}` },
    }),
  ),
);
const cancelledMs = performance.now() - burstAt;
const failedCancels = answers.filter((answer) => answer.statusCode !== 200).length;

const offeredAt = new Map<number, number>();
let runs = 0;
let sweepMs = 0;
while (offeredAt.size < cancellations && runs < 20) {
  // The sweep's next tick: a cancellation lands anywhere within the interval, half on average.
  await new Promise((wait) => setTimeout(wait, runs === 0 ? sweepEveryMs / 2 : sweepEveryMs));
  const started = performance.now();
  await app.offerWaitlistPlaces();
  sweepMs += performance.now() - started;
  runs += 1;
  const emails = await rowsOf<{ to: string }>(
    db,
    sql`select "to" from email_outbox where subject like 'A place has come up%'`,
  );
  for (const email of emails) {
    const customer = scene.emails.get(email.to);
    if (customer !== undefined && !offeredAt.has(customer)) {
      offeredAt.set(customer, performance.now() - burstAt);
    }
  }
}

const offered = await rowsOf<{ customer_id: number }>(
  db,
  sql`select customer_id from waitlist_entries
    where occurrence_id = ${scene.occurrenceId} and status = 'offered' order by customer_id`,
);
const [occurrence] = await rowsOf<{ booked: number; capacity: number }>(
  db,
  sql`select booked, capacity from occurrences where id = ${scene.occurrenceId}`,
);
const firstInLine = scene.line.slice(0, cancellations).sort((a, b) => a - b);
const inOrder =
  offered.length === cancellations &&
  offered.every((row, index) => row.customer_id === firstInLine[index]);
const latencies = [...offeredAt.values()].sort((a, b) => a - b);
const at = (share: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? NaN;

const figures: [string, string | number][] = [
  ['customers waiting', waiting],
  ['bookings cancelled at once', cancellations - failedCancels],
  ['cancellation burst (ms)', Math.round(cancelledMs)],
  ['offer emails queued', latencies.length],
  ['burst to first offer email (ms)', Math.round(at(0))],
  ['burst to median offer email (ms)', Math.round(at(0.5))],
  ['burst to last offer email (ms)', Math.round(at(1))],
  ['sweep runs', runs],
  ['sweep work, all runs (ms)', Math.round(sweepMs)],
  ['offered to the first in line, in order', inOrder ? 'yes' : 'NO'],
  ['places taken / capacity', `${occurrence?.booked}/${occurrence?.capacity}`],
];
printResultTable(
  `Waitlist offers (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, sweep every ${sweepEveryMs / 1000} s)`,
  figures.map(([figure, value]) => ({ figure, value })),
);
await app.close();
await handle.close();
if (!inOrder || (occurrence?.booked ?? 0) > (occurrence?.capacity ?? 0)) process.exitCode = 1;
