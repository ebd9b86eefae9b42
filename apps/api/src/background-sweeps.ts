import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './platform/clock';
import type { Database } from './platform/db/client';
import type { SweepLeases } from './platform/db/sweep-leases';
import { pruneIdempotencyKeys } from './platform/http/idempotency';
import { pruneLoginThrottles, sendDueInvitations } from './contexts/people/accounts';
import { releaseExpiredHolds } from './contexts/booking/basket';
import { expireMembershipCredit } from './contexts/money/credit-ledger';
import { sealAuditLog } from './contexts/people/desk-audit';
import { makePlanChanges } from './contexts/memberships/memberships';
import { deliverDueEmails, queueEmails, type DeliverEmail } from './contexts/people/email';
import type { ReconciliationRun } from './contexts/money/payments';
import type { OfferRun } from './contexts/booking/waitlists';
import type { AdmissionRun } from './contexts/booking/release-queue';
import { extendOccurrenceHorizon } from './contexts/timetable/timetable';
import {
  forgetAbandonedQuotes,
  publishOpenDataChanges,
  publishPartnerOrders,
  retireEndedOpenDataItems,
} from './contexts/openactive';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

export interface SweepDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Which sweeps this process runs: each runs in one process of several (sweep-leases.ts). */
  leases: SweepLeases;
  horizonDays: number;
  /** How many batches of 500 open data items one run of the publisher renders at most. */
  openDataBatchesPerRun: number;
  /** Delivers the email outbox; without one (no SMTP_URL) emails wait there for the dev mailbox. */
  deliverEmail?: DeliverEmail;
  /** Releases or gives back payments left in flight (the app's, which knows the provider). */
  reconcilePayments: () => Promise<ReconciliationRun>;
  /** Offers freed places to the waitlists (the app's, which knows the basket and the email). */
  offerWaitlistPlaces: () => Promise<OfferRun>;
  /** Draws the waiting rooms' lines at their releases and lets them in at their pace (the app's). */
  admitFromReleaseQueues: () => Promise<AdmissionRun>;
  /** Moves the GoCardless emulator on (demo) and starts collections left unstarted (the app's). */
  sweepDirectDebits: () => Promise<void>;
  /** Reminds members of documents expiring within 30 days, once per expiry (the app's). */
  remindOfExpiringDocuments: () => Promise<number>;
}

/**
 * In-process sweeps. With several API processes on one database, every process keeps the timers
 * but each sweep runs in the one process holding its lease (sweep-leases.ts); another takes it
 * over within the sweep's interval when that process dies. Each sweep is safe to run in several
 * processes at once all the same (they claim rows with FOR UPDATE SKIP LOCKED or write
 * idempotently): a lease spares the database the duplicate work, it does not guard correctness.
 * Returns a function that stops them, waits for runs in progress and lets the leases go.
 */
export function startBackgroundSweeps({
  db,
  clock,
  log,
  leases,
  horizonDays,
  openDataBatchesPerRun,
  deliverEmail,
  reconcilePayments,
  offerWaitlistPlaces,
  admitFromReleaseQueues,
  sweepDirectDebits,
  remindOfExpiringDocuments,
}: SweepDeps): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<unknown>>();

  /**
   * Runs a task every `ms` while this process holds its lease; a run still going when the next
   * is due is left to finish.
   */
  const every = (ms: number, name: string, task: () => Promise<unknown>) => {
    let running = false;
    let leading = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      const run = leases
        .holds(name)
        .then((holds) => {
          if (holds && !leading) log.info({ sweep: name }, 'running this sweep for every process');
          leading = holds;
          return holds ? task() : undefined;
        })
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => {
          running = false;
          inFlight.delete(run);
        });
      inFlight.add(run);
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  // Hourly is plenty: the horizon moves a day at a time.
  every(HOUR, 'extending the occurrence horizon', async () => {
    const added = await extendOccurrenceHorizon(db, clock.now(), horizonDays);
    if (added > 0) log.info({ added }, 'occurrences materialised');
  });
  every(HOUR, 'pruning sign-in throttles', () => pruneLoginThrottles(db, clock.now()));
  every(HOUR, 'pruning idempotency keys', () => pruneIdempotencyKeys(db, clock.now()));
  // Hourly, so the chain is never more than an hour behind the log (nightly at the latest).
  every(HOUR, 'sealing the audit log', () => sealAuditLog(db, clock.now()));
  // Membership credit left from an earlier month goes within the hour of the month turning.
  every(HOUR, 'expiring membership credit', async () => {
    const expired = await expireMembershipCredit(db, clock.now());
    if (expired > 0) log.info({ expired }, 'membership credit expired');
  });
  // Places in baskets left to run out go back on sale within seconds of their hold ending.
  every(10 * SECOND, 'releasing expired holds', async () => {
    let released: number;
    do {
      released = await releaseExpiredHolds(db, clock.now());
      if (released > 0) log.info({ released }, 'expired holds released');
    } while (released > 0);
  });
  // A place freed by a cancellation or an expired hold goes to the next in line within seconds.
  every(3 * SECOND, 'offering places to waitlists', async () => {
    const run = await offerWaitlistPlaces();
    if (run.offered + run.booked + run.lapsed > 0) log.info(run, 'waitlist offers');
  });
  // A waiting room's line is drawn at its release and let in second by second.
  every(SECOND, 'letting in the waiting rooms', async () => {
    const run = await admitFromReleaseQueues();
    if (run.drawn > 0) log.info(run, 'waiting room drawn');
  });
  // Payments left in flight (a crash, a lost connection) are released or given back.
  every(30 * SECOND, 'reconciling payments', async () => {
    const run = await reconcilePayments();
    if (Object.values(run).some((count) => count > 0)) log.info(run, 'payments reconciled');
  });
  // GoCardless answers by webhook; this only starts collections it did not answer for at joining
  // (and, in demo mode, moves the emulator's day on).
  every(30 * SECOND, 'sweeping Direct Debits', sweepDirectDebits);
  // A change of plan is made on its billing date; what prices a member's bookings counts it from
  // that day already (findActiveMembership), so within the minute is only for My account.
  every(60 * SECOND, 'making changes of plan', async () => {
    const made = await makePlanChanges(db, clock.now());
    if (made > 0) log.info({ made }, 'membership plans changed');
  });
  // A reminder is due on a day (30 days before the expiry): hourly sends it within the hour of
  // the day turning, or of an upload already that close to its expiry.
  every(HOUR, 'reminding of expiring documents', async () => {
    const reminded = await remindOfExpiringDocuments();
    if (reminded > 0) log.info({ reminded }, 'document expiry reminders queued');
  });
  // An import records the customers it invites and sends the invitations once it commits; any
  // it could not send (the process stopped, the database refused) go from here.
  every(60 * SECOND, 'sending customers’ invitations', async () => {
    const now = clock.now();
    const sent = await sendDueInvitations(db, {
      now,
      queueEmails: (tx, emails) => queueEmails(tx, emails, now),
    });
    if (sent > 0) log.info({ sent }, 'customer invitations queued');
  });
  // OpenActive's feeds follow every change within seconds: remaining places after a booking are
  // what activity finders show. A bounded number of items a run, so a first publication of a
  // whole timetable (tens of thousands) never holds the database for long at a time.
  every(SECOND, 'publishing open data', async () => {
    const run = await publishOpenDataChanges(db, clock.now(), {
      maxBatches: openDataBatchesPerRun,
    });
    if (run.published > 0) log.debug(run, 'open data published');
  });
  // A booking partner's Orders feed shows its orders' changes within seconds: a venue cancelling
  // a session is how the partner learns its customer's place has gone.
  every(SECOND, 'publishing partner orders', async () => {
    const published = await publishPartnerOrders(db);
    if (published > 0) log.debug({ published }, 'partner orders published');
  });
  every(HOUR, 'forgetting abandoned partner quotes', async () => {
    const forgotten = await forgetAbandonedQuotes(db, new Date(clock.now().getTime() - 24 * HOUR));
    if (forgotten > 0) log.debug({ forgotten }, 'abandoned partner quotes forgotten');
  });
  // A session that has ended leaves the feeds within the minute; its tombstone after a week.
  every(60 * SECOND, 'retiring ended open data', async () => {
    const retired = await retireEndedOpenDataItems(db, clock.now());
    if (retired > 0) log.debug({ retired }, 'ended open data retired');
  });
  if (deliverEmail) {
    every(5 * SECOND, 'delivering email', async () => {
      const { sent, failed } = await deliverDueEmails(db, clock, deliverEmail);
      if (sent + failed > 0) log.info({ sent, failed }, 'email outbox delivered');
    });
  }

  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(inFlight);
    await leases.close();
  };
}
