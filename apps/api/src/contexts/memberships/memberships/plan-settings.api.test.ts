import {
  type ChangesReport,
  type MembershipPlan,
  ONLY_MANAGER_CHANGES_PLANS,
  type PlanSettings,
} from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonColumn, rowsOf } from '../../../platform/db/raw-rows';
import {
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  PRIYA,
  signIn,
  signInOtherOperatorManager,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';

// Dana Whitfield manages Swiss Cottage (90001) for Lido's demo operator; Jordan Reid is its
// receptionist. Alex Morgan holds Lido Flex (501) and Sam Lido Junior (503); Swiss Cottage Local
// (505) is sold at Swiss Cottage only, the others at every venue. TEST_NOW is 20 October 2026.
const PLANS_URL = '/api/admin/membership-plans';
const PUBLIC = '/api/activities/venues/swiss-cottage-leisure-centre/membership-plans';

let t: TestApp;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
});
afterAll(async () => {
  await t.close();
});

async function plans(headers = manager): Promise<PlanSettings[]> {
  const response = await t.app.inject({ method: 'GET', url: PLANS_URL, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PlanSettings[] }>().data;
}

async function plan(id: number): Promise<PlanSettings> {
  const found = (await plans()).find((each) => each.id === id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
}

const change = (id: number, payload: object, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'PATCH', url: `${PLANS_URL}/${id}`, headers, payload });

async function publicPlans(): Promise<MembershipPlan[]> {
  const response = await t.app.inject({ method: 'GET', url: PUBLIC });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MembershipPlan[] }>().data;
}

interface AuditEntry {
  staff_user_id: number;
  venue_id: number;
  details: Record<string, unknown>;
}

async function planAuditEntries(planId: number): Promise<AuditEntry[]> {
  const rows = await rowsOf<AuditEntry & { details: unknown }>(
    t.db,
    sql`select staff_user_id, venue_id, details from desk_audit_entries
      where action = 'plan-changed' and (details->>'membership_plan_id')::int = ${planId}
      order by venue_id, id`,
  );
  return rows.map((row) => ({ ...row, details: jsonColumn(row.details, {}) }));
}

describe("the operator's membership plans", () => {
  it('lists each plan with its prices, venues, online joining and current members', async () => {
    const all = await plans();
    expect(all.map((each) => each.name)).toEqual(
      expect.arrayContaining([
        'Lido Flex',
        'Lido Swim',
        'Lido Junior',
        'Lido Student',
        'Swiss Cottage Local',
      ]),
    );
    expect(await plan(501)).toEqual({
      id: 501,
      name: 'Lido Flex',
      description: 'Unlimited gym, swim and classes at every Lido venue. No contract.',
      monthly_price_pence: 4200,
      joining_fee_pence: 1500,
      venues: [],
      available_online: true,
      current_members: 1,
    });
    expect(await plan(505)).toMatchObject({
      venues: ['Swiss Cottage Leisure Centre'],
      current_members: 0,
    });
    expect(await plan(503)).toMatchObject({ available_online: false, current_members: 1 });
  });

  it('counts only memberships started and not ended today', async () => {
    await t.db.execute(
      sql`insert into memberships (customer_id, plan_id, status, starts_on, ends_on)
        values (1004, 502, 'cancelled', '2025-01-01', '2025-06-30'),
          (1004, 502, 'pending', '2026-10-20', null),
          (1004, 502, 'active', '2026-11-01', null),
          (1008, 502, 'active', '2026-01-01', '2026-12-31')`,
    );
    expect((await plan(502)).current_members).toBe(1);
  });
});

describe('changing a plan', () => {
  it('changes the name, description and online joining, and the public plan list shows it at once', async () => {
    // Read first, so any cached answer would be the old one.
    expect((await publicPlans()).find((each) => each.id === 505)?.name).toBe('Swiss Cottage Local');
    const response = await change(505, {
      name: 'Swiss Cottage Plus',
      description: 'Gym, swim and classes at Swiss Cottage.',
      available_online: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: PlanSettings }>().data).toMatchObject({
      id: 505,
      name: 'Swiss Cottage Plus',
      description: 'Gym, swim and classes at Swiss Cottage.',
      available_online: false,
      monthly_price_pence: 3400,
    });
    expect((await publicPlans()).find((each) => each.id === 505)).toMatchObject({
      name: 'Swiss Cottage Plus',
      description: 'Gym, swim and classes at Swiss Cottage.',
      available_online: false,
    });
  });

  it('leaves prices as they are: members are collected at their plan price', async () => {
    const swim = await plan(502);
    const response = await change(502, { monthly_price_pence: 1, joining_fee_pence: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await plan(502)).toEqual(swim);
    expect(await planAuditEntries(502)).toEqual([]);
  });

  it('names each wrong field, and changes nothing', async () => {
    const student = await plan(504);
    const response = await change(504, {
      name: ' ',
      description: 'x'.repeat(1001),
      available_online: 'yes',
    });
    expect(response.statusCode).toBe(422);
    expect(
      Object.keys(response.json<{ errors: Record<string, string[]> }>().errors).sort(),
    ).toEqual(['available_online', 'description', 'name']);
    expect((await change(504, { name: 'x'.repeat(81) })).statusCode).toBe(422);
    expect((await change(504, { name: 'x'.repeat(80) })).statusCode).toBe(200);
    expect((await change(504, { name: student.name })).statusCode).toBe(200);
    expect(await plan(504)).toEqual(student);
  });

  it('answers 404 for a plan that does not exist', async () => {
    expect((await change(999_999, { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('changes once for a request sent again with its Idempotency-Key', async () => {
    const headers = { ...manager, 'idempotency-key': 'lido-swim-description' };
    const payload = { description: 'Swimming at every Lido venue, whenever it is open.' };
    const first = await change(502, payload, headers);
    const again = await change(502, payload, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Lido Swim is sold at every venue: one entry at each, made once.
    const venues = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from venues where operator_id = 1 order by id`,
    );
    const entries = await planAuditEntries(502);
    expect(entries.map((entry) => entry.venue_id)).toEqual(venues.map((venue) => venue.id));
  });
});

describe('the audit of plan changes', () => {
  it('records only the fields changed, at the venue the plan is sold at', async () => {
    const entries = await planAuditEntries(505);
    expect(entries).toEqual([
      {
        staff_user_id: DESK_MANAGER.id,
        venue_id: 90001,
        details: {
          membership_plan_id: 505,
          plan: 'Swiss Cottage Plus',
          before: {
            name: 'Swiss Cottage Local',
            description:
              'Gym, swim and classes at Swiss Cottage only, for less, with a 12-month minimum term.',
            available_online: 'yes',
          },
          after: {
            name: 'Swiss Cottage Plus',
            description: 'Gym, swim and classes at Swiss Cottage.',
            available_online: 'no',
          },
        },
      },
    ]);
  });

  it('records a change of a plan sold everywhere at each of the operator’s venues', async () => {
    expect((await change(503, { available_online: true })).statusCode).toBe(200);
    const venues = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from venues where operator_id = 1 order by id`,
    );
    const entries = await planAuditEntries(503);
    expect(entries.map((entry) => entry.venue_id)).toEqual(venues.map((venue) => venue.id));
    expect(entries[0]?.details).toEqual({
      membership_plan_id: 503,
      plan: 'Lido Junior',
      before: { available_online: 'no' },
      after: { available_online: 'yes' },
    });
  });

  it('shows plan changes in the Changes report', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/changes?from=2026-10-20&to=2026-10-20',
      headers: manager,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = response.json<{ data: ChangesReport }>().data;
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          at: TEST_NOW.toISOString(),
          by: 'Dana Whitfield',
          action: 'plan-changed',
          label: 'Membership plan changed',
          subject: 'Plan Lido Junior',
          before: 'joined online no',
          after: 'joined online yes',
        },
      ]),
    );
  });
});

describe('who may see and change membership plans', () => {
  const calls = () => [
    { method: 'GET' as const, url: PLANS_URL },
    { method: 'PATCH' as const, url: `${PLANS_URL}/501`, payload: {} },
  ];

  it('asks anyone not signed in to sign in', async () => {
    for (const call of calls()) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
    }
  });

  it('refuses customers and receptionists', async () => {
    const customer = bearer(await signIn(t.app, PRIYA.email));
    const receptionist = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
    for (const call of calls()) {
      expect((await t.app.inject({ ...call, headers: customer })).statusCode, call.url).toBe(403);
      const asReceptionist = await t.app.inject({ ...call, headers: receptionist });
      expect(asReceptionist.statusCode, call.url).toBe(403);
      expect(asReceptionist.json<{ message: string }>().message).toBe(ONLY_MANAGER_CHANGES_PLANS);
    }
  });

  it("lets the operator's managers in", async () => {
    for (const call of calls()) {
      const response = await t.app.inject({ ...call, headers: manager });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it("hides each operator's plans from another's managers", async () => {
    const other = bearer(await signInOtherOperatorManager(t.app, t.db));
    expect(await plans(other)).toEqual([]);
    const flex = await plan(501);
    expect((await change(501, { name: 'Taken' }, other)).statusCode).toBe(404);
    expect(await plan(501)).toEqual(flex);
  });
});
