import {
  type ChangesReport,
  ONLY_ADMINISTRATOR_APPOINTS_ADMINISTRATORS,
  ONLY_MANAGER_MANAGES_STAFF,
  OWN_MANAGER_ROLE_KEPT,
  STAFF_EMAIL_TAKEN,
  type StaffAccount,
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
  signInOperatorAdmin,
  signInOtherOperatorManager,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';

// Dana Whitfield manages Swiss Cottage (90001) for Lido's demo operator; Jordan Reid is its
// receptionist. The operator also runs Britannia (90002).
const SWISS_COTTAGE = { id: 90001, slug: 'swiss-cottage-leisure-centre' };
const BRITANNIA = { id: 90002, slug: 'britannia-leisure-centre' };
const NEW_PASSWORD = 'Lido-Desk-Fresh-2026';

let t: TestApp;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
});
afterAll(async () => {
  await t.close();
});

async function listStaff(headers = manager): Promise<StaffAccount[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: StaffAccount[] }>().data;
}

const add = (payload: object, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'POST', url: '/api/admin/staff', headers, payload });

const change = (id: number, payload: object, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/staff/${id}`, headers, payload });

interface MailboxMessage {
  subject: string;
  text: string;
}

const mailbox = async (to: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })
  ).json<{ data: MailboxMessage[] }>().data;

interface AuditEntry {
  staff_user_id: number;
  venue_id: number;
  action: string;
  details: {
    staff_user_id: number;
    name: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  };
}

async function staffAuditEntries(memberId: number): Promise<AuditEntry[]> {
  const rows = await rowsOf<AuditEntry & { details: unknown }>(
    t.db,
    sql`select staff_user_id, venue_id, action, details from desk_audit_entries
      where action in ('staff-added', 'staff-changed')
        and (details->>'staff_user_id')::int = ${memberId}
      order by id`,
  );
  return rows.map((row) => ({
    ...row,
    details: jsonColumn(row.details, {} as AuditEntry['details']),
  }));
}

const newMember = {
  first_name: 'Ellis',
  last_name: 'Park',
  email: 'Ellis.Park@lido.example',
  role: 'receptionist',
  venue: SWISS_COTTAGE.slug,
};

describe("the operator's staff", () => {
  it('lists each member with their role, venue and whether they have set a password', async () => {
    const staff = await listStaff();
    expect(staff).toEqual(
      expect.arrayContaining([
        {
          id: FRONT_DESK.id,
          first_name: 'Jordan',
          last_name: 'Reid',
          email: FRONT_DESK.email,
          role: 'receptionist',
          venue: { ...SWISS_COTTAGE, name: 'Swiss Cottage Leisure Centre' },
          invited: false,
        },
        expect.objectContaining({ id: DESK_MANAGER.id, role: 'manager', invited: false }),
      ]),
    );
  });
});

describe('adding a member of staff', () => {
  let added: StaffAccount;

  it('makes them invited, and emails them the same link to choose a password as an import', async () => {
    const response = await add(newMember);
    expect(response.statusCode, response.body).toBe(201);
    added = response.json<{ data: StaffAccount }>().data;
    expect(added).toMatchObject({
      first_name: 'Ellis',
      last_name: 'Park',
      email: 'ellis.park@lido.example',
      role: 'receptionist',
      venue: { id: SWISS_COTTAGE.id, slug: SWISS_COTTAGE.slug },
      invited: true,
    });
    expect((await listStaff()).find((each) => each.id === added.id)).toEqual(added);
    const [mail, ...others] = await mailbox('ellis.park@lido.example');
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Choose your password for the Lido Leisure front desk');
    expect(mail?.text).toContain('Hello Ellis,');
    expect(mail?.text).toContain('at Swiss Cottage Leisure Centre, as a receptionist');
    expect(mail?.text).toContain('/desk/set-password?invite_token=');
    expect(mail?.text).toContain('for 7 days');
  });

  it('lets them sign in only once they have chosen their password', async () => {
    await expect(
      signIn(t.app, 'ellis.park@lido.example', { as: 'staff', password: NEW_PASSWORD }),
    ).rejects.toThrow(/401/);
    const [mail] = await mailbox('ellis.park@lido.example');
    const token = /invite_token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/staff/password',
      payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      await signIn(t.app, 'ellis.park@lido.example', { as: 'staff', password: NEW_PASSWORD }),
    ).toEqual(expect.any(String));
    expect((await listStaff()).find((each) => each.id === added.id)?.invited).toBe(false);
  });

  it('records the addition in the audit, with the member as they were made', async () => {
    expect(await staffAuditEntries(added.id)).toEqual([
      {
        staff_user_id: DESK_MANAGER.id,
        venue_id: SWISS_COTTAGE.id,
        action: 'staff-added',
        details: {
          staff_user_id: added.id,
          name: 'Ellis Park',
          before: {},
          after: {
            role: 'receptionist',
            venue: 'Swiss Cottage Leisure Centre',
            first_name: 'Ellis',
            last_name: 'Park',
            email: 'ellis.park@lido.example',
          },
        },
      },
    ]);
  });

  it('refuses an address another member of staff signs in with, in any case, and invites no one', async () => {
    const response = await add({
      ...newMember,
      first_name: 'Other',
      email: 'MANAGER@lido.example',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      email: [STAFF_EMAIL_TAKEN],
    });
    expect((await listStaff()).filter((each) => each.first_name === 'Other')).toEqual([]);
  });

  it('names each missing or wrong field', async () => {
    const response = await add({ email: 'not an address', role: 'owner', venue: '' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'role',
      'venue',
    ]);
  });

  it('adds once for a request sent again with its Idempotency-Key', async () => {
    const payload = { ...newMember, first_name: 'Kit', email: 'kit.lowe@lido.example' };
    const headers = { ...manager, 'idempotency-key': 'add-kit-lowe' };
    const first = await add(payload, headers);
    const again = await add(payload, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await mailbox('kit.lowe@lido.example')).toHaveLength(1);
  });
});

describe("changing a member of staff's role or venue", () => {
  it("takes effect from the member's next request", async () => {
    const jordan = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: jordan })).statusCode,
    ).toBe(403);
    const response = await change(FRONT_DESK.id, { role: 'manager' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: StaffAccount }>().data.role).toBe('manager');
    expect((await listStaff(jordan)).length).toBeGreaterThan(2);
    // And back, for the tests after this one.
    expect((await change(FRONT_DESK.id, { role: 'receptionist' })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: jordan });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(ONLY_MANAGER_MANAGES_STAFF);
  });

  it('moves them to another venue, audited at both with only what changed', async () => {
    const response = await change(FRONT_DESK.id, { venue: BRITANNIA.slug, last_name: 'Reid' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: StaffAccount }>().data.venue).toEqual({
      ...BRITANNIA,
      name: 'Britannia Leisure Centre',
    });
    const moves = (await staffAuditEntries(FRONT_DESK.id)).filter(
      (entry) => entry.details.after.venue !== undefined,
    );
    expect(moves.map((entry) => entry.venue_id).sort()).toEqual([SWISS_COTTAGE.id, BRITANNIA.id]);
    expect(moves[0]?.details).toEqual({
      staff_user_id: FRONT_DESK.id,
      name: 'Jordan Reid',
      before: { venue: 'Swiss Cottage Leisure Centre' },
      after: { venue: 'Britannia Leisure Centre' },
    });
    // The same change again changes nothing and records nothing.
    expect((await change(FRONT_DESK.id, { venue: String(BRITANNIA.id) })).statusCode).toBe(200);
    expect(await staffAuditEntries(FRONT_DESK.id)).toHaveLength(4);
    expect((await change(FRONT_DESK.id, { venue: SWISS_COTTAGE.slug })).statusCode).toBe(200);
  });

  it('records role changes with the role before and after', async () => {
    const roles = (await staffAuditEntries(FRONT_DESK.id)).filter(
      (entry) => entry.details.after.role !== undefined,
    );
    expect(roles.map((entry) => [entry.action, entry.details.before, entry.details.after])).toEqual(
      [
        ['staff-changed', { role: 'receptionist' }, { role: 'manager' }],
        ['staff-changed', { role: 'manager' }, { role: 'receptionist' }],
      ],
    );
  });

  it('will not let a manager take away their own manager role', async () => {
    const response = await change(DESK_MANAGER.id, { role: 'receptionist' });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      role: [OWN_MANAGER_ROLE_KEPT],
    });
    expect((await listStaff()).find((each) => each.id === DESK_MANAGER.id)?.role).toBe('manager');
  });

  it('shows additions and changes in the Changes report', async () => {
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
          action: 'staff-added',
          label: 'Staff added',
          subject: 'Staff Ellis Park',
          before: '',
          after:
            'email ellis.park@lido.example, first name Ellis, last name Park, role receptionist, venue Swiss Cottage Leisure Centre',
        },
        expect.objectContaining({
          action: 'staff-changed',
          label: 'Staff changed',
          subject: 'Staff Jordan Reid',
          before: 'role receptionist',
          after: 'role manager',
        }),
      ]),
    );
  });
});

describe('who may see and change staff', () => {
  const calls = () => [
    { method: 'GET' as const, url: '/api/admin/staff' },
    {
      method: 'POST' as const,
      url: '/api/admin/staff',
      payload: { ...newMember, email: 'auth.check@lido.example' },
    },
    { method: 'PATCH' as const, url: `/api/admin/staff/${FRONT_DESK.id}`, payload: {} },
  ];

  it('asks anyone not signed in to sign in', async () => {
    for (const call of calls()) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
    }
  });

  it('refuses customers and receptionists', async () => {
    const customer = bearer(await signIn(t.app, PRIYA.email));
    const receptionist = bearer(await signInOtherVenueStaff(t.app, t.db));
    for (const call of calls()) {
      expect((await t.app.inject({ ...call, headers: customer })).statusCode, call.url).toBe(403);
      const asReceptionist = await t.app.inject({ ...call, headers: receptionist });
      expect(asReceptionist.statusCode, call.url).toBe(403);
      expect(asReceptionist.json<{ message: string }>().message).toBe(ONLY_MANAGER_MANAGES_STAFF);
    }
  });

  it('lets the operator’s managers in', async () => {
    const [list, addition, changed] = calls();
    expect((await t.app.inject({ ...list!, headers: manager })).statusCode).toBe(200);
    expect((await t.app.inject({ ...addition!, headers: manager })).statusCode).toBe(201);
    expect((await t.app.inject({ ...changed!, headers: manager })).statusCode).toBe(200);
  });

  it("hides each operator's staff and venues from another's managers", async () => {
    const other = bearer(await signInOtherOperatorManager(t.app, t.db));
    const theirs = await listStaff(other);
    expect(theirs.map((each) => each.email)).toEqual(['manager@other-operator.example']);
    expect((await change(FRONT_DESK.id, { role: 'manager' }, other)).statusCode).toBe(404);
    const atOurs = await add({ ...newMember, email: 'other.add@lido.example' }, other);
    expect(atOurs.statusCode).toBe(404);
    // Lido's manager cannot place anyone at the other operator's venue (Manchester Aquatics Centre) either.
    expect((await change(FRONT_DESK.id, { venue: '90006' })).statusCode).toBe(404);
    expect((await listStaff()).find((each) => each.id === FRONT_DESK.id)?.role).toBe(
      'receptionist',
    );
  });
});

describe("an operator administrator's account", () => {
  it('is given, changed and taken away only by an operator administrator', async () => {
    const administrator = bearer(await signInOperatorAdmin(t.app, t.db));
    const appointee = { ...newMember, email: 'second.admin@lido.example' };
    // A manager can raise no one to operator administrator, by adding or by changing.
    const byManager = await add({ ...appointee, role: 'operator_admin' });
    expect(byManager.statusCode, byManager.body).toBe(403);
    expect(byManager.json()).toMatchObject({ message: ONLY_ADMINISTRATOR_APPOINTS_ADMINISTRATORS });
    const raised = await change(FRONT_DESK.id, { role: 'operator_admin' });
    expect(raised.statusCode).toBe(403);
    expect((await listStaff()).find((each) => each.id === FRONT_DESK.id)?.role).toBe(
      'receptionist',
    );

    const added = await add({ ...appointee, role: 'operator_admin' }, administrator);
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ data: StaffAccount }>().data;
    expect(added.json()).toMatchObject({ data: { role: 'operator_admin' } });

    // Nor may a manager lower, move or rename an administrator.
    for (const body of [
      { role: 'receptionist' },
      { venue: SWISS_COTTAGE.slug },
      { first_name: 'X' },
    ]) {
      const lowered = await change(id, body);
      expect(lowered.statusCode, JSON.stringify(body)).toBe(403);
    }
    expect((await listStaff()).find((each) => each.id === id)).toMatchObject({
      role: 'operator_admin',
      first_name: newMember.first_name,
    });
    const byAdministrator = await change(id, { role: 'manager' }, administrator);
    expect(byAdministrator.statusCode, byAdministrator.body).toBe(200);
    expect(byAdministrator.json()).toMatchObject({ data: { role: 'manager' } });
  });
});
