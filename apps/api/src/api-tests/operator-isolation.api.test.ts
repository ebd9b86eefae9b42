import * as contract from '@lido/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/db/raw-rows';
import { DEMO_PASSWORD } from '../seed/demo-people';
import { contractFields, sampleRequest, type Hints } from '../test-support/contract-fields';
import { changedTables, countWrites, snapshotDatabase } from '../test-support/database-snapshot';
import { urlOf } from '../test-support/fuzz-requests';
import { findOccurrence } from '../test-support/occurrences';
import {
  addOperatorOneRows,
  OPERATOR_ONE_TAKINGS,
  OTHER_CUSTOMER,
  OTHER_DESK_CUSTOMERS,
  OTHER_MANAGER,
  OTHER_OPERATOR,
  OTHER_RECEPTIONIST,
  setUpSecondOperator,
} from '../test-support/second-operator';
import {
  ALEX,
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  JAMIE,
  PRIYA,
  SAM,
  signIn,
} from '../test-support/sign-in';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Two operators in one database: nothing of one reaches the other through any route of the
// contract. Operator 2 (second-operator.ts: Manchester Aquatics Centre, 90006, moved to it, with a
// manager, a receptionist and customers of its own) sends every route requests that name operator
// 1's things: its customers (Alex, at Swiss Cottage; Priya, whose home venue is the one that
// moved), sessions, bookings, orders, memberships, plans, prices, staff, schedules, vouchers,
// baskets, penalties and venues, in the path, the query and a body built from the route's own
// schema (contract-fields.ts). Each answer is held to four things:
//
// 1. never a 5xx;
// 2. none of operator 1's private data in it: its customers' names, emails and references, its
//    staff's emails, the amount of a sale at its desk (a report of operator 2's that adds it in
//    shows it), and on the console and the desk (`auth: 'staff'`) its venues' names (the booking
//    site's public routes show every venue, as they should);
// 3. not a success when it acts for operator 1's customer (`selected_user_id`, `customer_id`, …):
//    operator 2 is served on their behalf even where the answer holds nothing to recognise;
// 4. no row of operator 1's written: a row is theirs when it is their operator's, or refers by
//    its foreign keys (or a column named like one, the audit log's) to a row of theirs, down to
//    the operator; a table that refers to nothing counts whole, and a sent email is theirs unless
//    it is addressed to one of operator 2's people. A trigger counts each table's writes
//    (database-snapshot.ts); only a table the request wrote is read again, against a fingerprint
//    of operator 1's rows in it.
//
// Generated from the contract, so a new route is held to it without a line here. A route that
// takes a customer is sent a request for each of Alex and Priya, and one for a customer of
// operator 2's own (the customer herself, or one each for the desk) with everything else still
// operator 1's: a session, a basket item, a membership. What operator 2 may do for its own
// customer passes, so long as it writes nothing of operator 1's.

const routes = (Object.values(contract) as unknown[]).filter(
  (value): value is contract.RouteDefinition =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
);
const keyOf = (route: contract.RouteDefinition) => `${route.method} ${route.path}`;

/** Routes that end the caller's own session: what they could do to operator 1 is nothing. */
const SKIPPED: Readonly<Record<string, string>> = {
  'POST /api/auth/logout': 'signs the caller out',
  'POST /api/my-account/password': "changes the caller's own password and ends their sessions",
};

/**
 * Routes through which operator 2 reads or changes operator 1's data: none. A route put here
 * would be a defect found by this test, kept failing (it.fails) until it is mended. What this
 * test found and had mended: staff acted for any customer whose home venue was theirs whatever
 * the customer's operator (acting-customer.ts now compares operators too), a customer could call
 * another operator's venue home, and another operator's customers booked, waited for and signed
 * the waivers of operator 1's sessions (the basket, the waitlists and the waivers now read them
 * as missing).
 */
const KNOWN_LEAKS: Readonly<Record<string, string>> = {};

/**
 * Tables no request of operator 2's can put operator 1's data in: a failed sign-in is counted
 * by the name tried, and a kept answer to an Idempotency-Key is the caller's own.
 */
const BOOKKEEPING = new Set(['login_throttles', 'idempotency_keys']);

const VENUE = 'swiss-cottage-leisure-centre';
const THURSDAY = '2026-10-22';

/** Operator 1's private data, never in an answer to operator 2's people. */
const PRIVATE_MARKERS = [
  ALEX.email,
  PRIYA.email,
  JAMIE.email,
  'Alex',
  'Morgan',
  'Priya',
  ALEX.reference,
  PRIYA.reference,
  FRONT_DESK.email,
  DESK_MANAGER.email,
  'Whitfield',
  ...OPERATOR_ONE_TAKINGS.shown,
];

interface Caller {
  name: 'manager' | 'receptionist' | 'customer';
  email: string;
  as: 'customer' | 'staff';
  headers: Record<string, string>;
}

/** Whose account a request names, where the route takes one. */
type Who = 'alex' | 'priya' | 'own';

/** Operator 2's own customer each caller acts for: herself, and one each for the desk. */
const OWN_CUSTOMER: Record<Caller['name'], number> = {
  customer: OTHER_CUSTOMER.id,
  receptionist: OTHER_DESK_CUSTOMERS.receptionist.id,
  manager: OTHER_DESK_CUSTOMERS.manager.id,
};
const idOf = (who: Who, caller: Caller) =>
  who === 'alex' ? ALEX.id : who === 'priya' ? PRIYA.id : OWN_CUSTOMER[caller.name];

/** Fields that name a customer: each set to the account the request is about. */
const WHO_FIELDS = new Set([
  'selected_user_id',
  'membership_user_id',
  'customer_id',
  'customerId',
  'user_id',
  'userId',
]);

const lastKey = (field: { path: readonly (string | number)[] }) => String(field.path.at(-1));
const namesCustomer = (route: contract.RouteDefinition) =>
  contractFields(route).some((field) => WHO_FIELDS.has(lastKey(field)));
/** Whether the route's query may name a venue, and may also be sent without one. */
const takesVenueQuery = (route: contract.RouteDefinition) =>
  contractFields(route).some(
    (field) => field.location === 'query' && ['venue_id', 'venue'].includes(lastKey(field)),
  );

interface Variant {
  who: Who | null;
  /** The venue left out of the query: the caller's whole operator (reports, the theme). */
  allVenues?: boolean;
}

/** The requests a caller sends the route: one for each account it is about, or one. */
function variantsOf(route: contract.RouteDefinition, caller: Caller): Variant[] {
  if (namesCustomer(route)) {
    const whos: Who[] = caller.name === 'customer' ? ['alex'] : ['alex', 'priya'];
    // Closing an account of operator 2's own is theirs to do (and would end the sweep's customers).
    if (route.path !== '/api/my-account') whos.push('own');
    return whos.map((who) => ({ who }));
  }
  return takesVenueQuery(route) ? [{ who: null }, { who: null, allVenues: true }] : [{ who: null }];
}

let t: TestApp;
let callers: Caller[];
let venueNames: string[];
let hints: Hints;
/** What a path parameter or field names on particular routes (`:id` above all), by path. */
let routeHints: ReadonlyArray<readonly [RegExp, Hints]>;
let sent = 0;

function requestFor(route: contract.RouteDefinition, caller: Caller, variant: Variant) {
  const { who } = variant;
  const customer = who === null ? [] : [idOf(who, caller), String(idOf(who, caller))];
  const requestHints: Record<string, readonly unknown[]> = {
    ...hints,
    // A new address for each new person, so that no request is refused as a duplicate.
    email: [`kit.fenwick.${sent}@other-operator.example`],
    ...routeHints.find(([pattern]) => pattern.test(route.path))?.[1],
    ...(who === null ? {} : Object.fromEntries([...WHO_FIELDS].map((key) => [key, customer]))),
  };
  // Operator 2's own customer keeps the address she signs in with.
  if (route.path === '/api/my-account/details') delete requestHints.email;
  const sample = sampleRequest(route, requestHints);
  const query = variant.allVenues
    ? Object.fromEntries(
        Object.entries(sample.query ?? {}).filter(([key]) => !['venue', 'venue_id'].includes(key)),
      )
    : sample.query;
  return {
    url: urlOf(route, sample.params, query),
    payload: sample.body === undefined ? undefined : JSON.stringify(sample.body),
  };
}

// ---- Which rows are operator 1's, and a fingerprint of them per table ----

/** The condition on each table (aliased `t0`) that holds for operator 1's rows. */
let scopes: Map<string, string>;
/** Each table's fingerprint of operator 1's rows, as last read. */
const fingerprints = new Map<string, string>();

/** Columns that name a row elsewhere without a foreign key (the audit log's, the cash-ups'). */
const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  venue_id: 'venues',
  home_venue_id: 'venues',
  customer_id: 'customers',
  occurrence_id: 'occurrences',
  order_id: 'orders',
  booking_id: 'bookings',
  membership_id: 'memberships',
  staff_user_id: 'staff_users',
};

async function buildScopes(): Promise<Map<string, string>> {
  const columns = await rowsOf<{ table: string; column: string }>(
    t.db,
    sql`select table_name as table, column_name as column from information_schema.columns
        where table_schema = 'public' and table_name <> 'test_table_writes'`,
  );
  const keys = await rowsOf<{ table: string; column: string; target: string; key: string }>(
    t.db,
    sql`select c.conrelid::regclass::text as table, a.attname as column,
          c.confrelid::regclass::text as target, ta.attname as key
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_attribute ta on ta.attrelid = c.confrelid and ta.attnum = c.confkey[1]
        where c.contype = 'f' and cardinality(c.conkey) = 1
          and c.connamespace = 'public'::regnamespace`,
  );
  const tables = [...new Set(columns.map((column) => column.table))];
  const references = new Map(
    tables.map((table) => {
      const keyed = keys.filter((key) => key.table === table);
      const named = columns
        .filter((column) => column.table === table && NAMED_REFERENCES[column.column])
        .filter((column) => !keyed.some((key) => key.column === column.column))
        .map((column) => ({
          column: column.column,
          target: NAMED_REFERENCES[column.column]!,
          key: 'id',
        }))
        .filter((reference) => reference.target !== table);
      return [table, [...keyed, ...named]] as const;
    }),
  );
  const otherPeople = `select lower(email) from customers
      where operator_id = ${OTHER_OPERATOR.id} and email is not null
    union select lower(email) from staff_users where operator_id = ${OTHER_OPERATOR.id}`;
  const scope = (table: string, depth: number): string => {
    const row = `t${depth}`;
    if (table === 'operators') return `${row}.id = 1`;
    if (table === 'email_outbox') return `lower(${row}."to") not in (${otherPeople})`;
    const refs = references.get(table) ?? [];
    if (refs.length === 0) return 'true';
    const next = `t${depth + 1}`;
    return refs
      .map(
        ({ column, target, key }) =>
          `${row}."${column}" in (select ${next}."${key}" from "${target}" ${next}
            where ${scope(target, depth + 1)})`,
      )
      .join(' or ');
  };
  return new Map(tables.map((table) => [table, scope(table, 0)]));
}

/** Operator 1's rows of a table: how many, and the sum of their hashes. */
async function fingerprint(table: string): Promise<string> {
  const [row] = await rowsOf<{ digest: string }>(
    t.db,
    sql.raw(
      `select count(*)::text || ':' || coalesce(sum(hashtext(t0::text)::bigint), 0)::text
         as digest
       from "${table}" t0 where ${scopes.get(table) ?? 'true'}`,
    ),
  );
  return row?.digest ?? '';
}

// ---- The checks ----

/** Sends one request; answers what is wrong with its answer and with what it wrote. */
async function check(
  route: contract.RouteDefinition,
  caller: Caller,
  variant: Variant,
): Promise<string[]> {
  const { url, payload } = requestFor(route, caller, variant);
  const headers: Record<string, string> = { ...caller.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (route.idempotent) headers['idempotency-key'] = `operator-isolation-${sent}`;
  sent += 1;
  const before = await snapshotDatabase(t.db);
  const response = await t.app.inject({
    method: route.method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  const after = await snapshotDatabase(t.db);

  const who = variant.who ? ` (for ${variant.who})` : variant.allVenues ? ' (all venues)' : '';
  const request = `${caller.name}${who}: ${route.method} ${url}${payload ? ` ${payload}` : ''}`;
  const answer = `${response.statusCode} ${response.body.slice(0, 300)}`;
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`${request} → a server error: ${answer}`);
  const markers = route.auth === 'staff' ? [...PRIVATE_MARKERS, ...venueNames] : PRIVATE_MARKERS;
  const shown = markers.filter((marker) => response.body.includes(marker));
  if (shown.length > 0) {
    problems.push(`${request} → shows operator 1's ${shown.join(', ')}: ${answer}`);
  }
  if (
    (variant.who === 'alex' || variant.who === 'priya') &&
    response.statusCode >= 200 &&
    response.statusCode < 300
  ) {
    problems.push(`${request} → acts for operator 1's customer: ${answer}`);
  }
  for (const table of changedTables(before, after, BOOKKEEPING)) {
    const now = await fingerprint(table);
    if (now !== fingerprints.get(table)) {
      problems.push(`${request} → ${response.statusCode}, wrote operator 1's rows of ${table}`);
    }
    fingerprints.set(table, now);
  }
  return problems;
}

/** Signs a caller in again if a route ended their session, so no later request goes unsigned. */
async function keepSignedIn(caller: Caller): Promise<string[]> {
  const user = await t.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: caller.headers,
  });
  if (user.statusCode === 200) return [];
  caller.headers = bearer(await signIn(t.app, caller.email, { as: caller.as }));
  return [`${caller.name} was signed out (${user.statusCode} from /api/auth/user)`];
}

async function one<T extends Record<string, unknown>>(query: SQL): Promise<T> {
  const [row] = await rowsOf<T>(t.db, query);
  if (!row) throw new Error('operator 1 has no such row in the seeded database');
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  const other = await setUpSecondOperator(t.app, t.db);
  callers = [
    { name: 'manager', email: OTHER_MANAGER.email, as: 'staff', headers: other.manager },
    {
      name: 'receptionist',
      email: OTHER_RECEPTIONIST.email,
      as: 'staff',
      headers: other.receptionist,
    },
    { name: 'customer', email: OTHER_CUSTOMER.email, as: 'customer', headers: other.customer },
  ];
  venueNames = (
    await rowsOf<{ name: string }>(t.db, sql`select name from venues where operator_id = 1`)
  ).map((row) => row.name);

  // Operator 1's things the requests name. Alex holds a court at Swiss Cottage in his basket.
  const at = (activity: string, date = THURSDAY) =>
    findOccurrence(t.db, { venue: VENUE, activity, date });
  const court = await at('badminton-60min');
  const spin = await at('spin');
  const swim = await at('public-swim');
  // Full, with a waitlist: one for each of the two ways of joining one.
  const reformer = await at('reformer-pilates', '2026-10-21');
  const fullReformer = await at('reformer-pilates', THURSDAY);
  const spinPrice = await one<{ pence: number }>(
    sql`select p.price_pence as pence from pricing_options p
        join occurrences o on o.category_id = p.category_id
        where o.id = ${spin.id} order by p.sort_order, p.id limit 1`,
  );
  const held = await t.app.inject({
    method: 'POST',
    url: '/api/activities/cart/add',
    headers: bearer(await signIn(t.app, ALEX.email)),
    payload: { items: [{ id: court.publicId, type: 'purchasableOccurrence' }] },
  });
  expect(held.statusCode, held.body).toBe(200);
  const cartItem = await one<{ id: number; cart_id: number }>(
    sql`select ci.id::float8 as id, ci.cart_id::float8 as cart_id from cart_items ci
        join carts c on c.id = ci.cart_id where c.owner_customer_id = ${ALEX.id}`,
  );
  const membership = await one<{ id: number }>(
    sql`select id from memberships where customer_id = ${ALEX.id} order by id limit 1`,
  );
  const plan = await one<{ id: number }>(
    sql`select id from membership_plans where operator_id = 1 order by id limit 1`,
  );
  const price = await one<{ id: number }>(
    sql`select p.id from pricing_options p join categories c on c.id = p.category_id
        where c.venue_id = 90001 order by p.id limit 1`,
  );
  const booking = await one<{ id: number; order_id: number }>(
    sql`select b.id::float8 as id, b.order_id::float8 as order_id from bookings b
        join occurrences o on o.id = b.occurrence_id
        where b.customer_id = ${ALEX.id} and o.venue_id = 90001 order by b.id limit 1`,
  );
  const schedule = await one<{ id: number }>(
    sql`select id from schedules where venue_id = 90001 order by id limit 1`,
  );
  const voucher = await one<{ code: string }>(
    sql`select code from offline_vouchers where operator_id = 1 order by id limit 1`,
  );
  const waitlist = await one<{ id: number }>(
    sql`select w.id from waitlist_entries w join occurrences o on o.id = w.occurrence_id
        where o.venue_id = 90001 order by w.id limit 1`,
  );
  const restriction = await one<{ id: number }>(
    sql`select r.id from activity_restrictions r join categories c on c.id = r.category_id
        where c.venue_id = 90001 order by r.id limit 1`,
  );
  const { penaltyId, documentId, transactionUuid } = await addOperatorOneRows(t.db, {
    membershipId: membership.id,
    now: t.clock.now(),
  });

  const both = (id: number) => [id, String(id)];
  hints = {
    venue: [VENUE],
    venueSlug: [VENUE],
    venue_id: both(90001),
    category: ['sports-hall-activities'],
    activity: ['badminton-60min'],
    slug: ['swimming'],
    date: [THURSDAY],
    occurrenceId: both(court.id),
    occurrence_id: [court.publicId],
    activityId: both(swim.id),
    cartItemId: both(cartItem.id),
    cart_item_id: [cartItem.id],
    cart_item_ids: [[cartItem.id]],
    cartId: both(cartItem.cart_id),
    priceId: both(price.id),
    planId: both(plan.id),
    plan_id: [plan.id],
    staffUserId: both(FRONT_DESK.id),
    bookingId: both(booking.id),
    booking_ids: [[booking.id]],
    penaltyId: both(penaltyId),
    scheduleId: both(schedule.id),
    code: [voucher.code],
    orderId: both(booking.order_id),
    // A token is a secret of the customer's (a calendar or release link): not operator 2's to have.
    token: ['not-their-token'],
    transactionUuid: [transactionUuid],
    transaction_uuid: [transactionUuid],
    restrictionId: both(restriction.id),
    restriction_id: [restriction.id],
    waitlistId: both(waitlist.id),
    items: [[{ id: spin.publicId, type: 'purchasableOccurrence' }]],
    item: [{ id: fullReformer.publicId, type: 'purchasableOccurrence' }],
    // New people are operator 2's, named like nobody of operator 1's.
    first_name: ['Kit'],
    last_name: ['Fenwick'],
    guest_name: ['Kit Fenwick'],
    guest_email: ['guest@other-operator.example'],
    username: ['nobody@other-operator.example'],
    email_or_reference: ['OTH9999999'],
    reason: ['operator isolation'],
    date_of_birth: ['1990-05-17'],
    q: ['London'],
    // The caller's own password, where a route asks for it to confirm (closing an account).
    password: [DEMO_PASSWORD],
    // An import naming operator 1's venue by its Lido id, for real (not a dry run).
    files: [
      [
        {
          name: 'venues.csv',
          content:
            'venue_id,lido_id,name,slug,address_line_1,town,area,postcode,lat,lng\r\n' +
            'TAKEN,90001,Taken Over,,1 Adelaide Road,London,Camden,NW3 3NF,51.54,-0.17\r\n',
        },
      ],
    ],
    dry_run: [false],
  };
  const takingsDay = { date: [OPERATOR_ONE_TAKINGS.date] };
  routeHints = [
    [/^\/api\/(my-account|online-joining)\/memberships\/:id/, { id: both(membership.id) }],
    [/^\/api\/my-account\/documents\/:id/, { id: both(documentId) }],
    [/^\/api\/my-account\/family\/:id/, { id: both(SAM.id) }],
    [/^\/api\/foh\/orders\/:id/, { id: both(booking.order_id) }],
    [/^\/api\/v1\/activities\/occurrences\/:id$/, { id: [String(court.id)] }],
    [/\/class\/:id$/, { id: [String(spin.id)], activity: ['spin'] }],
    [/^\/api\/activities\/:activityId\/questions/, { activityId: both(court.id) }],
    [/\/waitlist\/members/, { occurrenceId: [String(reformer.id)] }],
    [/\/tickets$|\/ticket\//, { category: ['swimming'], activity: ['public-swim'] }],
    [/^\/api\/staff\/reconciliation$|^\/api\/foh\/(takings|cash-ups)$/, takingsDay],
    [
      /^\/api\/admin\/reports\//,
      { from: [OPERATOR_ONE_TAKINGS.date], to: [OPERATOR_ONE_TAKINGS.date] },
    ],
    // Paying at the desk for what the basket holds: one place at operator 1's Spin.
    [
      /^\/api\/foh\/checkout\/pay$/,
      { payments: [[{ tender_type: 'cash', amount: spinPrice.pence }]] },
    ],
    // Changes that would change something: a session moved, a price and a plan renamed.
    [/^\/api\/admin\/occurrences\/:occurrenceId\/move$/, { time: ['18:30'] }],
    [/^\/api\/admin\/prices\//, { price_pence: [1234], name: ['Renamed by operator 2'] }],
    [/^\/api\/admin\/membership-plans\//, { name: ['Renamed by operator 2'] }],
    // An induction there is at both operators' venues.
    [/^\/api\/staff\/inductions$/, { activity: ['gym-induction'] }],
    // Operator 1's customers by their email's domain (the member directory lists everyone).
    [/^\/api\/foh\/customers$/, { search: ['example.com'] }],
  ];

  await countWrites(t.db);
  scopes = await buildScopes();
  for (const table of scopes.keys()) fingerprints.set(table, await fingerprint(table));
}, 120_000);
afterAll(() => t.close());

/**
 * Reads first; then closing an account (what it erases would hide the rest), the other writes,
 * and the deletes.
 */
const order = (route: contract.RouteDefinition) =>
  route.method === 'GET'
    ? 0
    : route.path === '/api/my-account'
      ? 1
      : route.method === 'DELETE'
        ? 3
        : 2;
const swept = routes
  .filter((route) => !(keyOf(route) in SKIPPED))
  .sort((a, b) => order(a) - order(b));

describe("operator 2's staff and customers, naming operator 1's things", () => {
  it('reach every route of the contract but those that end the session', () => {
    expect(routes.length).toBeGreaterThanOrEqual(150);
    expect(swept.length).toBe(routes.length - Object.keys(SKIPPED).length);
    expect(Object.keys(KNOWN_LEAKS).filter((key) => !swept.some((r) => keyOf(r) === key))).toEqual(
      [],
    );
  });

  for (const route of swept) {
    const key = keyOf(route);
    const leak = KNOWN_LEAKS[key];
    const test = leak ? it.fails : it;
    const name = leak
      ? `${key}: KNOWN LEAK, ${leak}`
      : `${key}: shows and changes nothing of operator 1's`;
    test(name, async () => {
      const problems: string[] = [];
      for (const caller of callers) {
        // A customer is refused the console and the desk before anything is read
        // (staff-routes-refuse-first.api.test.ts).
        if (caller.name === 'customer' && route.auth === 'staff') continue;
        for (const variant of variantsOf(route, caller)) {
          problems.push(...(await check(route, caller, variant)));
        }
        if (route.method !== 'GET') problems.push(...(await keepSignedIn(caller)));
      }
      // One line a problem, each with the request (caller, path, query, body) and the answer.
      expect(problems.join('\n')).toBe('');
    });
  }
});

describe("operator 1's customer", () => {
  // Jamie, operator 1's customer at Swiss Cottage, cannot make Manchester Aquatics Centre
  // (operator 2's) his home venue in My account, so operator 2's desk never has his account.
  it("stays out of operator 2's reach: none of its venues can be their home", async () => {
    const jamie = bearer(await signIn(t.app, JAMIE.email));
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/my-account/details',
      headers: jamie,
      payload: { home_venue_id: OTHER_OPERATOR.venueId },
    });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json()).toMatchObject({
      errors: { home_venue_id: ['The selected home venue id is invalid.'] },
    });
    const desk = callers.find((caller) => caller.name === 'receptionist')!;
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/my-account/details?selected_user_id=${JAMIE.id}`,
      headers: desk.headers,
    });
    expect(details.statusCode, details.body).toBe(403);
    expect(details.body).not.toContain(JAMIE.email);
  });
});
