import * as contract from '@lido/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPAYO_SANDBOX_CREDENTIALS } from '@lido/emulators/opayo';
import { basicAuth } from '@lido/emulators/opayo/testing';
import { DEMO_PASSWORD } from '../seed/demo-people';
import {
  contractFields,
  isRouteDefinition,
  type Hints,
  type RequestShape,
} from './contract-fields';
import { emulatorRoutes } from './emulator-routes';
import { arbitraryRequest, fuzzRequests } from './fuzz-requests';
import { createFuzzRunner, type Caller, type FuzzRunner } from './fuzz-runner';
import { anyJsonValue, anyString, hostileImportBodies, type HostileBody } from './hostile-values';
import { findOccurrence, type TestOccurrence } from './occurrences';
import { ALEX, DESK_MANAGER, FRONT_DESK, bearer, signIn } from './sign-in';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 11: nothing a client sends makes the API fail. Every route of the contract (and of the
 * built-in Opayo emulator) gets, in each of its path, query and body fields in turn, a fixed
 * table of hostile values (hostile-values.ts), and whole bodies that are not what it reads, as an
 * anonymous visitor, a customer and a member of staff (the staff group's routes also as a
 * manager); then fast-check sends arbitrary values. No answer may be a 5xx, and a refused
 * request (4xx) may not have written.
 *
 * The sweep is long (every field of every route), so it runs as one test file per group of
 * routes (api-tests/hostile-input.*.api.test.ts), which the test workers share out; the last group
 * takes every route the others do not name, so a new route is always swept.
 */

/** Tables a refused request does write to, each on purpose. */
const ALLOWED_WRITES = [
  // A failed sign-in is a refusal that must be counted: that is the throttle (issue 9).
  'login_throttles',
  // A 4xx answer to a request with an Idempotency-Key is kept, so its retry gets the same answer.
  'idempotency_keys',
];
const ALLOWED_WRITES_BY_ROUTE: Readonly<Record<string, readonly string[]>> = {
  // Paying keeps the places held while the customer pays (the holds' expiry moves on before the
  // card is asked for), and a card payment the provider refuses stays recorded as a failed
  // attempt, for reconciliation.
  'POST /api/checkout/authorise': ['cart_items', 'card_transactions'],
};
const allowedWrites = (block: string) =>
  new Set([...ALLOWED_WRITES, ...(ALLOWED_WRITES_BY_ROUTE[block] ?? [])]);

const allRoutes = Object.values(contract).flatMap((value) =>
  isRouteDefinition(value) ? [value] : [],
);
const idempotentPaths = new Set(
  allRoutes.filter((route) => route.idempotent).map((route) => `${route.method} ${route.path}`),
);

let t: TestApp;
const VENUE = 'swiss-cottage-leisure-centre';
const THURSDAY = '2026-10-22';
const NEW_PASSWORD = 'Correct-Horse-Battery-9';
let hints: Hints;
/** Classes and drop-in tickets live under other activities than court bookings. */
let classHints: Hints;
/** A court slot the customer holds before the checkout routes, so they reach past "basket empty". */
let court: TestOccurrence;
let checkoutHints: Hints = {};
interface Preparation {
  item_hash: string;
  session_key: string;
}
const ticketHints: Hints = { category: ['swimming'], activity: ['public-swim'] };
const hintsFor = (route: RequestShape): Hints => {
  if (route.path.includes('/tickets')) return { ...hints, ...ticketHints };
  if (route.path.startsWith('/api/checkout/')) return { ...hints, ...checkoutHints };
  // The customer's own address: the details reach the update, where another would be taken.
  if (route.path === '/api/my-account/details') return { ...hints, email: [ALEX.email] };
  if (/\/(timetable|class\/)/.test(route.path)) return { ...hints, ...classHints };
  // A file the import knows by its name, so a hostile content reaches its parser.
  if (route === contract.importOperatorData) return { ...hints, name: ['venues.csv'] };
  return hints;
};
/** Whole bodies only one route reads: the import's files, 10,000 deep or 200,000 rows long. */
const extraBodiesFor = (route: RequestShape): HostileBody[] =>
  route === contract.importOperatorData ? hostileImportBodies() : [];

/** Who each signed-in caller is, to sign in again as. */
const ACCOUNTS: Readonly<Record<string, { email: string; as: 'customer' | 'staff' }>> = {
  customer: { email: ALEX.email, as: 'customer' },
  staff: { email: FRONT_DESK.email, as: 'staff' },
  manager: { email: DESK_MANAGER.email, as: 'staff' },
};

let callers: Caller[];
let emulator: Caller;
let runner: FuzzRunner;

/**
 * Holds a court slot for the customer and starts paying, so the checkout routes get past "basket
 * empty" and the authorise body carries a real item hash and session key: its billing fields
 * then reach the payment provider (the emulator), as a real client's would.
 */
async function holdCourtAndPrepare(): Promise<void> {
  const customer = callers[1];
  if (!customer) return;
  await t.app.inject({
    method: 'POST',
    url: '/api/activities/cart/add',
    headers: customer.headers,
    payload: { items: [{ id: court.id, type: 'activity' }] },
  });
  const prepared = await t.app.inject({
    method: 'GET',
    url: '/api/checkout/prepare',
    headers: customer.headers,
  });
  if (prepared.statusCode !== 200) return;
  const body = prepared.json<{ data?: Preparation } & Preparation>();
  const { item_hash, session_key } = body.data ?? body;
  checkoutHints = { item_hash: [item_hash], session_key: [session_key] };
}

/**
 * Whether the caller sweeps a route after the front desk got `deskStatuses` from it. A manager
 * sweeps only what refused the desk (a 403): elsewhere they may do what the desk does, and
 * their requests would repeat the desk's at twice the cost.
 */
const sweeps = (caller: Caller, deskStatuses: readonly number[]) =>
  caller.name !== 'manager' || deskStatuses.includes(403);

/** Signs in again when a route (sign-out, a password change) ended the caller's session. */
async function keepSignedIn(caller: Caller): Promise<void> {
  const check = await t.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: caller.headers,
  });
  if (check.statusCode !== 200) caller.headers = bearer(await signInAgain(caller));
}

/** The groups of routes, each swept by its own test file, by path prefix. */
const GROUPS = {
  'my-account': ['/api/my-account'],
  activities: ['/api/activities', '/api/bookings', '/api/v1'],
  staff: ['/api/staff', '/api/foh', '/api/admin', '/api/kiosk'],
} as const;

/** A group of routes, or `rest`: every route no group names (sign-in, checkout, joining, …). */
export type HostileInputGroup = keyof typeof GROUPS | 'rest';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const inGroup = (path: string, group: keyof typeof GROUPS) =>
  GROUPS[group].some((prefix) => under(path, prefix));

function routesOf(group: HostileInputGroup) {
  const names = Object.keys(GROUPS) as (keyof typeof GROUPS)[];
  return allRoutes.filter((route) =>
    group === 'rest'
      ? names.every((name) => !inGroup(route.path, name))
      : inGroup(route.path, group),
  );
}

async function setUp(group: HostileInputGroup): Promise<void> {
  t = await createTestApp();
  const swim = await findOccurrence(t.db, {
    venue: VENUE,
    activity: 'public-swim',
    date: THURSDAY,
  });
  const spin = await findOccurrence(t.db, { venue: VENUE, activity: 'spin', date: THURSDAY });
  court = await findOccurrence(t.db, { venue: VENUE, activity: 'badminton-60min', date: THURSDAY });
  classHints = { activity: ['spin'], id: [String(spin.id)] };
  const client = await t.app.inject({ method: 'GET', url: '/api/client' });
  hints = {
    venue: [VENUE],
    category: ['sports-hall-activities'],
    activity: ['badminton-60min'],
    slug: ['swimming'],
    date: [THURSDAY],
    id: [String(court.id), court.id],
    // A v1 ticket price is asked by occurrence id: a drop-in swim has tickets.
    activityId: [String(swim.id)],
    occurrence_id: [swim.publicId],
    type: ['activity'],
    // Fuzzed sign-ins name nobody, so the accounts the test signs in as are never throttled.
    username: ['nobody@example.com'],
    email_or_reference: ['nobody@example.com'],
    email: ['fuzzed.customer@example.com'],
    password: [NEW_PASSWORD],
    password_confirmation: [NEW_PASSWORD],
    // Wrong, so no fuzzed request changes a password the test signs in with.
    current_password: ['not-the-current-password'],
    date_of_birth: ['1990-05-17'],
    client_id: [client.json<{ data: { client_id: string } }>().data.client_id],
    vendorName: [OPAYO_SANDBOX_CREDENTIALS.vendorName],
    transactionType: ['Payment'],
  };
  callers = [
    { name: 'anonymous', headers: {} },
    { name: 'customer', headers: bearer(await signIn(t.app, ALEX.email)) },
    { name: 'staff', headers: bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' })) },
  ];
  // The front desk is refused the console (import, prices, plans, theme, staff accounts,
  // reports, release queue, sessions), often before its input is read: only a manager's
  // requests reach what the console does with it.
  if (group === 'staff') {
    const manager = await signIn(t.app, DESK_MANAGER.email, { as: 'staff' });
    callers.push({ name: 'manager', headers: bearer(manager) });
  }
  emulator = { name: 'emulator', headers: { authorization: basicAuth } };
  runner = await createFuzzRunner(t.app, t.db, {
    allowedWrites,
    idempotent: (request) => idempotentPaths.has(`${request.method} ${request.route}`),
  });
}

/**
 * From an address of its own, which fuzzed sign-ins have not throttled. A failure stops the
 * sweep: the caller's requests would otherwise go on as an anonymous visitor's.
 */
async function signInAgain(caller: Caller): Promise<string> {
  const account = ACCOUNTS[caller.name];
  if (!account) throw new Error(`no account to sign ${caller.name} in again as`);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/auth/${account.as}/login`,
    remoteAddress: '10.11.0.1',
    payload: { username: account.email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) {
    throw new Error(
      `signing ${caller.name} in again failed: ${response.statusCode} ${response.body}`,
    );
  }
  return response.json<{ token: string }>().token;
}

/**
 * The sweep of one group's routes; the `rest` group also sweeps the Opayo emulator's routes and
 * sends fast-check's arbitrary values to any field of any route.
 */
export function sweepHostileInput(group: HostileInputGroup): void {
  const routes = routesOf(group);
  beforeAll(() => setUp(group));
  afterAll(async () => {
    await t.close();
  });

  describe(`hostile input: ${group}`, () => {
    it('answers a fixed table of hostile values in every field of every route without a 5xx, and writes nothing when it refuses', async () => {
      expect(routes.length).toBeGreaterThan(5);
      for (const route of routes) {
        if (route.path.startsWith('/api/checkout/')) await holdCourtAndPrepare();
        const requests = fuzzRequests(route, hintsFor(route), extraBodiesFor(route));
        let deskStatuses: number[] = [];
        for (const caller of callers) {
          if (!sweeps(caller, deskStatuses)) continue;
          const statuses = await runner.runBlock(`${route.method} ${route.path}`, requests, caller);
          if (caller.name === 'staff') deskStatuses = statuses;
          if (caller.name !== 'anonymous') await keepSignedIn(caller);
        }
      }
      expect(runner.takeProblems()).toEqual([]);
    }, 300_000);

    if (group !== 'rest') return;

    it("answers hostile values in the Opayo emulator's paths and fields without a 5xx", async () => {
      for (const route of emulatorRoutes) {
        await runner.runBlock(
          `${route.method} ${route.path}`,
          fuzzRequests(route, hints),
          emulator,
        );
      }
      expect(runner.takeProblems()).toEqual([]);
    }, 120_000);

    it('answers arbitrary values (fast-check) in any field without a 5xx', async () => {
      const targets = [...allRoutes, ...emulatorRoutes].flatMap((route) =>
        contractFields(route).map((field) => ({ route, field })),
      );
      const everyone = () => [...callers, emulator];
      await fc.assert(
        fc.asyncProperty(
          fc.nat({ max: targets.length - 1 }),
          anyJsonValue,
          anyString,
          fc.nat({ max: 3 }),
          async (target, value, text, who) => {
            const entry = targets[target];
            const caller = everyone()[who];
            if (!entry || !caller) return;
            const { route, field } = entry;
            const request = arbitraryRequest(route, field, { value, text }, hintsFor(route));
            await runner.runBlock(`${route.method} ${route.path}`, [request], caller);
            expect(runner.takeProblems()).toEqual([]);
          },
        ),
        { numRuns: 150 },
      );
    }, 120_000);
  });
}
