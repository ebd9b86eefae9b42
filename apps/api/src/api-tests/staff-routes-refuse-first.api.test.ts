import * as contract from '@lido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALEX, bearer, FRONT_DESK, signIn } from '../test-support/sign-in';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Refuse first: every route of the console and the desk (the contract's `/api/admin/`,
// `/api/foh/` and `/api/staff/` groups) is marked for staff, and a caller who is not a member of
// staff is refused before anything reads what they sent. Signed out it is a 401, a customer gets
// 403 "Unauthorised.", whatever the body, query or path holds: never a 422 naming the route's
// fields. A member of staff whose role may not take the route's declared action (the contract's
// staff-actions.ts) is refused the same way, with the action's reason. Generated from the
// contract, so a new staff route is held to it without a line here.

const routes = (Object.values(contract) as unknown[]).filter(
  (value): value is contract.RouteDefinition =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
);
const staffRoutes = routes.filter((route) => route.auth === 'staff');

/** The route's path with every parameter filled by something no schema accepts. */
const pathOf = (route: contract.RouteDefinition) => route.path.replace(/:[A-Za-z_]+/g, '%20');

/** The same request from each caller: an empty JSON body and parameters no schema accepts. */
const callAs = (route: contract.RouteDefinition, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method,
    url: `${pathOf(route)}?from=never&date=not-a-date`,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(route.method === 'GET' ? {} : { payload: '{}' }),
  });

let t: TestApp;
let alex: Record<string, string>;
let receptionist: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  alex = bearer(await signIn(t.app, ALEX.email));
  receptionist = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
});
afterAll(() => t.close());

describe('the staff routes', () => {
  it('are every route of the console and the desk, and only those', () => {
    const consoleAndDesk = routes
      .filter((route) => /^\/api\/(admin|foh|staff)\//.test(route.path))
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(consoleAndDesk.length).toBeGreaterThanOrEqual(45);
    expect(staffRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      consoleAndDesk,
    );
  });

  it('each declare the staff action they take', () => {
    const undeclared = staffRoutes.filter((route) => route.action === undefined);
    expect(undeclared.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const elsewhere = routes.filter((route) => route.auth !== 'staff' && route.action);
    expect(elsewhere.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it.each(staffRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 401 signed out and 403 to a customer, with an empty body and bad parameters',
    async (_, route) => {
      const call = (headers: Record<string, string>) => callAs(route, headers);
      const anonymous = await call({});
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      expect(anonymous.json()).not.toHaveProperty('errors');
      const asCustomer = await call(alex);
      expect(asCustomer.statusCode, asCustomer.body).toBe(403);
      expect(asCustomer.json()).toMatchObject({ message: 'Unauthorised.' });
      expect(asCustomer.json()).not.toHaveProperty('errors');
    },
  );

  const managersOnly = staffRoutes.filter(
    (route) => route.action && contract.reachOf(route.action, 'receptionist') === null,
  );

  it('include the console, which a receptionist may not use', () => {
    expect(managersOnly.length).toBeGreaterThanOrEqual(25);
  });

  it.each(managersOnly.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s: 403 to a receptionist with the action's reason, before the body or parameters are read",
    async (_, route) => {
      const answer = await callAs(route, receptionist);
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toEqual({
        code: 'FORBIDDEN',
        message: contract.staffActions[route.action!].refusal,
      });
    },
  );
});
