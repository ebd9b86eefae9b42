import * as contract from '@lido/contract';
import type { RouteDefinition } from '@lido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PASSWORD } from '../seed/demo-people';
import { isRouteDefinition, sampleRequest, type Hints } from '../test-support/contract-fields';
import { urlOf } from '../test-support/fuzz-requests';
import { findOccurrence } from '../test-support/occurrences';
import { ALEX, DESK_MANAGER, SAM, bearer, signIn } from '../test-support/sign-in';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Issue 43, item 14: the live API reads an optional query parameter sent empty
 * (`?selected_user_id=`) as one not sent. Every optional query parameter of every contract route
 * is sent empty, one at a time, by a signed-in customer (a manager on the staff routes), and the
 * answer must be the one the same request gets without it; a required parameter sent empty is
 * still refused, naming it.
 *
 * A request that changes something cannot be sent twice to one database and answered the same,
 * so there are two apps on two copies of the seeded database: one is sent each request without
 * the parameter, the other with it empty. Both are sent the same requests in the same order, so
 * their data stays alike for as long as their answers do.
 */

const allRoutes = Object.values(contract).flatMap((value) =>
  isRouteDefinition(value) ? [value] : [],
);

function queryShape(route: RouteDefinition): Readonly<Record<string, z.core.$ZodType>> {
  return route.query instanceof z.ZodObject ? route.query.shape : {};
}

/** The query fields the route's schema accepts absent (defaults included), or requires. */
function queryFields(route: RouteDefinition, which: 'optional' | 'required'): string[] {
  const shape = queryShape(route);
  return Object.keys(shape).filter((key) => {
    const field = shape[key];
    return field !== undefined && z.safeParse(field, undefined).success === (which === 'optional');
  });
}

/** Closing the account ends the customer's sign-in: it goes after every other route. */
const closesAccount = (route: RouteDefinition) => route === contract.closeMyAccount;
const optionalCases = allRoutes
  .flatMap((route) => queryFields(route, 'optional').map((field) => ({ route, field })))
  .sort((a, b) => Number(closesAccount(a.route)) - Number(closesAccount(b.route)));

const VENUE = 'swiss-cottage-leisure-centre';
const THURSDAY = '2026-10-22';

interface Twin {
  t: TestApp;
  customer: Record<string, string>;
  manager: Record<string, string>;
}
let twins: [Twin, Twin];
let hints: Hints;
/** Ids that name the customer's own records, so the routes reach past "not found". */
let routeHints: [RegExp, Hints][];
const hintsFor = (route: RouteDefinition): Hints =>
  routeHints.reduce(
    (merged, [pattern, extra]) => (pattern.test(route.path) ? { ...merged, ...extra } : merged),
    hints,
  );

async function twin(): Promise<Twin> {
  const t = await createTestApp();
  return {
    t,
    customer: bearer(await signIn(t.app, ALEX.email)),
    manager: bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' })),
  };
}

beforeAll(async () => {
  twins = await Promise.all([twin(), twin()]);
  const [{ t, customer }] = twins;
  const court = await findOccurrence(t.db, {
    venue: VENUE,
    activity: 'badminton-60min',
    date: THURSDAY,
  });
  const client = await t.app.inject({ method: 'GET', url: '/api/client' });
  const memberships = await t.app.inject({
    method: 'GET',
    url: '/api/my-account/memberships',
    headers: customer,
  });
  const [membership] = memberships.json<{ data: { id: number }[] }>().data;
  hints = {
    venue: [VENUE],
    venueSlug: [VENUE],
    category: ['swimming'],
    activity: ['public-swim'],
    date: [THURSDAY],
    id: [String(court.id)],
    date_of_birth: ['1990-05-17'],
    client_id: [client.json<{ data: { client_id: string } }>().data.client_id],
    email: ['new.customer@example.com'],
    password: [DEMO_PASSWORD],
    // Every theme field falls back: the plainest theme a manager can save.
    ...Object.fromEntries(Object.keys(contract.ThemeSettings.shape).map((key) => [key, [null]])),
  };
  routeHints = [
    [/^\/api\/my-account\/memberships\/:id/, { id: [String(membership?.id)] }],
    [/^\/api\/my-account\/family\/:id/, { id: [String(SAM.id)] }],
    // The customer's own address: another would be refused as taken.
    [/^\/api\/my-account\/details$/, { email: [ALEX.email] }],
  ];
});
afterAll(async () => {
  await Promise.all(twins.map(({ t }) => t.close()));
});

/** Values made afresh for each request (a guest pass's code, a payment's keys) differ by app. */
const GENERATED = new Set(['code', 'uuid', 'token', 'session_key', 'transaction_uuid']);
const withoutGenerated = (body: string) =>
  body.replace(/"([a-z_]+)":"[^"]*"/g, (pair, key: string) =>
    GENERATED.has(key) ? `"${key}":"…"` : pair,
  );

interface Answer {
  status: number;
  body: string;
  errors: Record<string, unknown>;
}

async function send(
  { t, customer, manager }: Twin,
  route: RouteDefinition,
  url: string,
  body: unknown,
): Promise<Answer> {
  const response = await t.app.inject({
    method: route.method,
    url,
    headers: route.auth === 'staff' ? manager : customer,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  const errors =
    response.statusCode === 422 ? response.json<{ errors: Record<string, unknown> }>().errors : {};
  return { status: response.statusCode, body: withoutGenerated(response.body), errors };
}

/** The route's plainest valid request, with `field` left out, as a URL and a body. */
function requestWithout(route: RouteDefinition, field: string) {
  const sample = sampleRequest(route, hintsFor(route));
  const query = { ...sample.query };
  delete query[field];
  const url = urlOf(route, sample.params, query);
  return { url, separator: url.includes('?') ? '&' : '?', body: sample.body };
}

describe('an optional query parameter sent empty', () => {
  it('is looked for on every route that takes selected_user_id, and the rest', () => {
    const takesSelectedUser = optionalCases.filter(({ field }) => field === 'selected_user_id');
    expect(takesSelectedUser.length).toBeGreaterThan(30);
    const fields = new Set(optionalCases.map(({ field }) => field));
    for (const field of ['membership_user_id', 'source', 'venue', 'date']) {
      expect(fields).toContain(field);
    }
  });

  it('is answered as if it were not sent, on every route', async () => {
    const differences: string[] = [];
    let reachedHandler = 0;
    for (const { route, field } of optionalCases) {
      const { url, separator, body } = requestWithout(route, field);
      const [plain, empty] = await Promise.all([
        send(twins[0], route, url, body),
        send(twins[1], route, `${url}${separator}${field}=`, body),
      ]);
      const label = `${route.method} ${route.path} ?${field}=`;
      if (field in empty.errors) differences.push(`${label}: 422 naming it`);
      if (plain.status !== empty.status || plain.body !== empty.body) {
        differences.push(`${label}: ${plain.status} without, ${empty.status} empty: ${empty.body}`);
      }
      if (plain.status < 400) reachedHandler += 1;
    }
    expect(differences).toEqual([]);
    // The plainest requests must mostly succeed, or the comparison proves little.
    expect(reachedHandler).toBeGreaterThan(optionalCases.length * 0.6);
  }, 120_000);
});

describe('a query parameter the route needs', () => {
  it('is refused when sent empty, with a message naming it', async () => {
    const cases = allRoutes.flatMap((route) =>
      queryFields(route, 'required')
        // A required field that takes '' (a search for anything) has nothing to refuse.
        .filter((field) => {
          const schema = queryShape(route)[field];
          return schema !== undefined && !z.safeParse(schema, '').success;
        })
        .map((field) => ({ route, field })),
    );
    expect(cases.map(({ field }) => field)).toContain('date');
    const unnamed: string[] = [];
    for (const { route, field } of cases) {
      const { url, separator, body } = requestWithout(route, field);
      const answer = await send(twins[0], route, `${url}${separator}${field}=`, body);
      const messages = answer.errors[field];
      if (answer.status !== 422 || !Array.isArray(messages) || messages.length === 0) {
        unnamed.push(`${route.method} ${route.path} ?${field}=: ${answer.status} ${answer.body}`);
      }
    }
    expect(unnamed).toEqual([]);
  });

  it('keeps refusing a malformed value that is not empty', async () => {
    const { customer, t } = twins[0];
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-account/bookings?selected_user_id=abc',
      headers: customer,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { selected_user_id: ['The selected user id must be a number.'] },
    });
  });
});
