// The rush itself, whatever serves it (one process, two, or the cluster behind a balancer): every
// customer at once, or, with a waiting room, some in the minutes before the opening and the rest
// just after it, each through the line and then the booking. Prints what happened and how fair
// the line was. Not a test.
import type { Database } from '../../apps/api/src/platform/db/client';
import { printResultTable } from '../result-table';
import { drawIndependence, kendallTau, ranksOf } from './fairness';
import { closeConnections } from './json-call';
import {
  bookAsTheBrowserDoes,
  type Customer,
  latencyRows,
  type QueuedVisit,
  RushTally,
  waitInLine,
} from './rush-client';
import { measureMoney, measureOutcome, placesInLine, type RushScene } from './rush-fixture';

export interface WaitingRoomPlan {
  /** The release, as epoch milliseconds. */
  opensAt: number;
  /** Customers who arrive before the opening, spread over `earlySeconds` before it. */
  earlyCustomers: number;
  earlySeconds: number;
  /** The rest arrive in order, spread over this many seconds after the opening. */
  lateSeconds: number;
}

/** What every API process of a rush runs with, on top of the bench's environment. */
export function rushServerSettings(holdMinutes: number): Record<string, string> {
  return {
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The Opayo emulator pays; every customer comes from this one address, so no rate limits.
    LIDO_DEMO: '1',
    LIDO_RATE_LIMITS: 'off',
    SEED_DEMO_DATA: 'false',
    HOLD_MINUTES: String(holdMinutes),
    DATABASE_POOL_SIZE: '20',
  };
}

/** Customers' arrivals around `opensAt`, from the bench's knobs (BENCH_EARLY_SHARE and so on). */
export function waitingRoomPlan(
  env: Record<string, string | undefined>,
  opensAt: number,
  customers: number,
): WaitingRoomPlan {
  return {
    opensAt,
    earlyCustomers: Math.round(customers * Number(env.BENCH_EARLY_SHARE ?? 0.5)),
    earlySeconds: Number(env.BENCH_EARLY_SECONDS ?? 20),
    lateSeconds: Number(env.BENCH_LATE_SECONDS ?? 10),
  };
}

export interface RushPlan {
  scene: RushScene;
  /** The addresses customers are sent to, in turn (one per process, or the balancer's). */
  bases: string[];
  waitingRoom: WaitingRoomPlan | null;
  /** Called after each booking completes, with the count so far (the cluster kills a process). */
  onBooked?: (completed: number) => void;
}

interface Arrival {
  index: number;
  early: boolean;
  visit: QueuedVisit | null;
}

export interface RushRun {
  tally: RushTally;
  arrivals: Arrival[];
  /** performance.now() when the rush began: the opening, or the moment everyone was sent. */
  startedAt: number;
  finishedAt: number;
}

const sleepUntil = (epochMs: number) =>
  new Promise((wake) => setTimeout(wake, Math.max(0, epochMs - Date.now())));

export async function runRush(plan: RushPlan): Promise<RushRun> {
  const tally = new RushTally();
  if (plan.onBooked) tally.onBooked = plan.onBooked;
  const { scene, bases, waitingRoom } = plan;
  const customerAt = (index: number): Customer => ({
    base: bases[index % bases.length] ?? '',
    token: scene.tokens[index] ?? '',
    publicId: scene.publicIds[index % scene.publicIds.length] ?? '',
  });
  const arrivals: Arrival[] = scene.tokens.map((_, index) => ({
    index,
    early: waitingRoom !== null && index < waitingRoom.earlyCustomers,
    visit: null,
  }));
  const late = scene.tokens.length - (waitingRoom?.earlyCustomers ?? 0);
  const arriveAt = (arrival: Arrival): number => {
    if (!waitingRoom) return Date.now();
    if (arrival.early) {
      const gap = (waitingRoom.earlySeconds * 1000) / Math.max(1, waitingRoom.earlyCustomers);
      return waitingRoom.opensAt - waitingRoom.earlySeconds * 1000 + arrival.index * gap;
    }
    const gap = (waitingRoom.lateSeconds * 1000) / Math.max(1, late);
    return waitingRoom.opensAt + (arrival.index - waitingRoom.earlyCustomers) * gap;
  };

  const openingPerf = waitingRoom
    ? performance.now() + (waitingRoom.opensAt - Date.now())
    : performance.now();
  await Promise.all(
    arrivals.map(async (arrival) => {
      await sleepUntil(arriveAt(arrival));
      const customer = customerAt(arrival.index);
      try {
        let pass: string | null = null;
        if (waitingRoom) {
          pass = await waitInLine(tally, customer, scene.venueSlug, (visit) => {
            arrival.visit = visit;
          });
        }
        await bookAsTheBrowserDoes(tally, customer, pass);
      } catch {
        // counted by the tally as a transport error
      }
    }),
  );
  return { tally, arrivals, startedAt: openingPerf, finishedAt: performance.now() };
}

/** Reads the outcome from the database (servers stopped or not) and prints every table. */
export async function reportRush(
  db: Database,
  plan: RushPlan,
  run: RushRun,
  { title, afterSweep }: { title: string; afterSweep: () => Promise<void> },
): Promise<void> {
  const { scene } = plan;
  const { tally } = run;
  const before = await measureOutcome(db, scene.occurrenceIds);
  await afterSweep();
  const after = await measureOutcome(db, scene.occurrenceIds);
  const money = await measureMoney(db);
  const soldFor = Math.max(0.001, (tally.lastBookedAt - run.startedAt) / 1000);
  printResultTable(title, [
    { figure: 'places available', value: scene.occurrenceIds.length * scene.places },
    { figure: 'bookings made', value: after.bookings },
    { figure: 'flows completed', value: tally.completed },
    { figure: 'turned away: session full (409)', value: tally.soldOut },
    { figure: 'other failed flows', value: tally.otherFailures },
    { figure: 'places oversold (sessions)', value: after.oversoldSessions },
    { figure: 'places counted without a booking or hold', value: after.inconsistentSessions },
    { figure: 'holds left before the sweep', value: before.holdsLeft },
    { figure: 'holds left after the sweep', value: after.holdsLeft },
    { figure: 'card payments taken without a booking', value: money.cardsTakenWithoutBooking },
    { figure: 'orders whose payments do not add up', value: money.unbalancedOrders },
    { figure: 'card authorisations left for reconciliation', value: money.authorisationsInFlight },
    { figure: '5xx answers (all)', value: tally.serverErrors },
    { figure: '  of which the balancer’s, retried', value: tally.balancerErrors },
    { figure: 'transport errors (retried)', value: tally.transportErrors },
    {
      figure: plan.waitingRoom ? 'opening to last booking (s)' : 'start to last booking (s)',
      value: Number(soldFor.toFixed(1)),
    },
    { figure: 'bookings per minute', value: Math.round((after.bookings / soldFor) * 60) },
    {
      figure: 'rush duration, until every customer had an answer (s)',
      value: Number(((run.finishedAt - run.startedAt) / 1000).toFixed(1)),
    },
  ]);
  printResultTable('Latency per step (ms)', latencyRows(tally));
  printResultTable(
    'Answers by step and status',
    [...tally.statusCounts.entries()].sort().map(([key, count]) => ({ 'step status': key, count })),
  );
  if (plan.waitingRoom) await reportFairness(db, run);
  closeConnections();
}

async function reportFairness(db: Database, run: RushRun): Promise<void> {
  const visits = run.arrivals.filter(
    (arrival): arrival is Arrival & { visit: QueuedVisit } => arrival.visit !== null,
  );
  const places = await placesInLine(
    db,
    visits.map(({ visit }) => visit.pass),
  );
  const placed = visits.flatMap((arrival) => {
    const place = places.get(arrival.visit.pass);
    return place === undefined ? [] : [{ ...arrival, place }];
  });
  // Before or after the opening as the waiting room saw it: a request sent just before the
  // opening may reach it after the draw, and then joins the back of the line like a later one.
  const early = placed.filter((arrival) => arrival.visit.drawn);
  const late = placed.filter((arrival) => !arrival.visit.drawn);
  // Arrival order is when each customer sent their request for a place, and admission order is
  // their place in line: the admission sweep lets places in strictly in order.
  const lateTau = kendallTau(
    late.map((arrival) => arrival.visit.joinedAt),
    late.map((arrival) => arrival.place),
  );
  const earlyTau = kendallTau(
    early.map((arrival) => arrival.visit.joinedAt),
    early.map((arrival) => arrival.place),
  );
  const draw = drawIndependence(
    ranksOf(early.map((arrival) => arrival.visit.joinedAt)),
    ranksOf(early.map((arrival) => arrival.place)),
  );
  const waits = placed
    .filter((arrival) => arrival.visit.admittedAt !== null)
    .map(
      (arrival) =>
        ((arrival.visit.admittedAt ?? 0) - Math.max(arrival.visit.joinedAt, run.startedAt)) / 1000,
    );
  waits.sort((a, b) => a - b);
  printResultTable('The waiting room', [
    { figure: 'visitors given a place', value: placed.length },
    { figure: 'sent before the opening', value: run.arrivals.filter((a) => a.early).length },
    { figure: 'reached it before the opening (drawn)', value: early.length },
    { figure: 'reached it after the opening (in order)', value: late.length },
    { figure: 'let in (seen by the visitor)', value: waits.length },
    {
      figure: 'after the opening: Kendall τ, arrival vs place',
      value: Number(lateTau.toFixed(4)),
    },
    {
      figure: 'before the opening: Kendall τ, arrival vs place',
      value: Number(earlyTau.toFixed(4)),
    },
    {
      figure: `before the opening: χ² of arrival × place (${draw.groups}×${draw.groups} bands, df ${draw.df})`,
      value: Number(draw.statistic.toFixed(1)),
    },
    {
      figure: '  p-value (large: no sign the draw followed arrival)',
      value: Number(draw.pValue.toFixed(3)),
    },
    {
      figure: 'wait from the opening or arrival to let in, p50 (s)',
      value: Number((waits[Math.floor(waits.length / 2)] ?? 0).toFixed(1)),
    },
    { figure: 'wait, longest (s)', value: Number((waits[waits.length - 1] ?? 0).toFixed(1)) },
  ]);
}
