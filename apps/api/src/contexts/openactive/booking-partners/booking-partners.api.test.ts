import {
  type BookingPartner,
  type ChangesReport,
  type NewBookingPartner,
  ONLY_MANAGER_MANAGES_BOOKING_PARTNERS,
  UNAUTHORISED_MESSAGE,
} from '@lido/contract';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonColumn, rowsOf } from '../../../platform/db/raw-rows';
import {
  ALEX,
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  signIn,
  signInOperatorAdmin,
  signInOtherOperatorManager,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { authenticateBookingPartner, findBookingPartnerName } from '.';

// Dana Whitfield manages Swiss Cottage (90001) for Lido's demo operator, whose venues are 90001
// to 90006; Jordan Reid is Swiss Cottage's receptionist; Alex Morgan is a customer. TEST_NOW is
// Tuesday 20 October 2026.
const URL = '/api/admin/booking-partners';
const revokeUrl = (id: number | string) => `${URL}/${id}/revoke`;

let t: TestApp;
let manager: Record<string, string>;
let receptionist: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
  receptionist = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
  customer = bearer(await signIn(t.app, ALEX.email));
});
afterAll(async () => {
  await t.close();
});

const list = (headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'GET', url: URL, headers });
const add = (payload: unknown, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload: payload as object });
const revoke = (id: number | string, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'POST', url: revokeUrl(id), headers });

async function listed(headers = manager): Promise<BookingPartner[]> {
  const response = await list(headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: BookingPartner[] }>().data;
}

async function added(name: string, headers = manager): Promise<NewBookingPartner> {
  const response = await add({ name }, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: NewBookingPartner }>().data;
}

const authenticate = (authorization: string | undefined) =>
  authenticateBookingPartner(t.db, authorization);

interface AuditEntry {
  staff_user_id: number;
  venue_id: number;
  action: string;
  details: Record<string, unknown>;
}

async function partnerAuditEntries(partnerId: number): Promise<AuditEntry[]> {
  const rows = await rowsOf<AuditEntry & { details: unknown }>(
    t.db,
    sql`select staff_user_id, venue_id, action, details from desk_audit_entries
      where action like 'booking-partner-%'
        and (details->>'booking_partner_id')::int = ${partnerId}
      order by id`,
  );
  return rows.map((row) => ({ ...row, details: jsonColumn(row.details, {}) }));
}

const operatorOneVenues = async () =>
  (
    await rowsOf<{ id: number }>(t.db, sql`select id from venues where operator_id = 1 order by id`)
  ).map((row) => row.id);

describe('who may manage booking partners', () => {
  it('answers a signed-out caller 401 on every route', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await add({ name: 'Move More' }, {})).statusCode).toBe(401);
    expect((await revoke(1, {})).statusCode).toBe(401);
  });

  it('refuses a customer (403)', async () => {
    for (const response of [
      await list(customer),
      await add({ name: 'Move More' }, customer),
      await revoke(1, customer),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: UNAUTHORISED_MESSAGE });
    }
  });

  it('refuses a receptionist with the reason, before reading what was sent', async () => {
    const before = await listed();
    for (const response of [
      await list(receptionist),
      // A blank name would be a 422 for a manager: the receptionist learns nothing of the fields.
      await add({ name: '' }, receptionist),
      await add({ name: 'Move More' }, receptionist),
      await revoke('not-an-id', receptionist),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ message: ONLY_MANAGER_MANAGES_BOOKING_PARTNERS });
    }
    expect(await listed()).toEqual(before);
  });

  it('lets an operator administrator add and revoke, as a manager may', async () => {
    const admin = bearer(await signInOperatorAdmin(t.app, t.db));
    const partner = await added('Admin Apps', admin);
    expect(partner.created_by).toBe('Avery Quinn');
    const response = await revoke(partner.id, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: BookingPartner }>().data.revoked_by).toBe('Avery Quinn');
  });
});

describe('adding a booking partner', () => {
  it('issues a key once, in the answer that adds the partner', async () => {
    const partner = await added('  Move More  ');
    expect(partner).toEqual({
      id: expect.any(Number) as number,
      name: 'Move More',
      key: expect.stringMatching(/^lido_oa_[A-Za-z0-9_-]{43}$/) as string,
      key_prefix: partner.key.slice('lido_oa_'.length, 'lido_oa_'.length + 8),
      created_at: TEST_NOW.toISOString(),
      created_by: 'Dana Whitfield',
      revoked_at: null,
      revoked_by: null,
    });
    expect(partner.key_prefix).toHaveLength(8);
    expect((await listed())[0]).toEqual({ ...partner, key: undefined });
  });

  it('never shows the key again, and keeps only its hash', async () => {
    const { key, id } = await added('Active Finder');
    const response = await list();
    expect(response.body).not.toContain(key);
    expect(response.json<{ data: object[] }>().data.every((each) => !('key' in each))).toBe(true);
    const [row] = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select * from openactive_booking_partners where id = ${id}`,
    );
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row?.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
  });

  it('gives each partner a key of its own', async () => {
    const one = await added('Swim Near Me');
    const other = await added('Swim Near Me');
    expect(one.key).not.toBe(other.key);
    expect(one.id).not.toBe(other.id);
  });

  it('refuses a blank name, or one over 100 characters, on its field (422), adding nothing', async () => {
    const before = await listed();
    for (const [payload, message] of [
      [{ name: '   ' }, 'The name field is required.'],
      [{}, 'The name field is required.'],
      [{ name: 'x'.repeat(101) }, 'The name may not be greater than 100 characters.'],
    ] as const) {
      const response = await add(payload);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ errors: { name: [message] } });
    }
    expect(await listed()).toEqual(before);
    expect((await add({ name: 'x'.repeat(100) })).statusCode).toBe(201);
  });

  it('is recorded in the audit at each of the operator’s venues, and in the Changes report', async () => {
    const partner = await added('Audit Apps');
    const entries = await partnerAuditEntries(partner.id);
    expect(entries.map((entry) => entry.venue_id).sort()).toEqual(await operatorOneVenues());
    for (const entry of entries) {
      expect(entry).toEqual({
        staff_user_id: DESK_MANAGER.id,
        venue_id: expect.any(Number) as number,
        action: 'booking-partner-added',
        details: {
          booking_partner_id: partner.id,
          name: 'Audit Apps',
          key_prefix: partner.key_prefix,
        },
      });
    }
    const report = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/changes?from=2026-10-20&to=2026-10-20',
      headers: manager,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.body).not.toContain(partner.key);
    expect(report.json<{ data: ChangesReport }>().data.rows).toContainEqual(
      expect.objectContaining({
        by: 'Dana Whitfield',
        action: 'booking-partner-added',
        label: 'Booking partner added',
        subject: `Booking partner Audit Apps (key ${partner.key_prefix}…)`,
      }),
    );
  });
});

describe('a partner’s key', () => {
  it('names its partner until it is revoked, and then never again', async () => {
    const partner = await added('Key Keepers');
    expect(await authenticate(`Bearer ${partner.key}`)).toEqual({
      partner: {
        id: partner.id,
        operatorId: 1,
        name: 'Key Keepers',
        keyPrefix: partner.key_prefix,
      },
    });
    // The scheme's case is the client's to choose.
    expect(await authenticate(`bearer ${partner.key}`)).toMatchObject({
      partner: { id: partner.id },
    });

    t.clock.advance(60_000);
    const response = await revoke(partner.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: BookingPartner }>().data).toEqual({
      id: partner.id,
      name: 'Key Keepers',
      key_prefix: partner.key_prefix,
      created_at: partner.created_at,
      created_by: 'Dana Whitfield',
      revoked_at: t.clock.now().toISOString(),
      revoked_by: 'Dana Whitfield',
    });
    expect(await authenticate(`Bearer ${partner.key}`)).toEqual({ error: 'invalid' });
    // A revoked partner keeps its name for the bookings it made.
    expect(await findBookingPartnerName(t.db, partner.id)).toBe('Key Keepers');
  });

  it('is missing when the request has no credentials, and invalid when they are not a live key', async () => {
    const { key } = await added('Header Checks');
    expect(await authenticate(undefined)).toEqual({ error: 'missing' });
    expect(await authenticate('  ')).toEqual({ error: 'missing' });
    for (const header of [
      key,
      `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
      'Bearer',
      `Bearer ${key} extra`,
      `Bearer ${key.slice(0, -1)}`,
      `Bearer ${key.toUpperCase()}`,
      `Bearer lido_oa_${'A'.repeat(43)}`,
    ]) {
      expect(await authenticate(header), header).toEqual({ error: 'invalid' });
    }
  });

  it('answers an unknown partner’s name as missing', async () => {
    expect(await findBookingPartnerName(t.db, 2_000_000_000)).toBeUndefined();
  });
});

describe('revoking a booking partner', () => {
  it('is idempotent: revoking it again answers it as it is, with one audit entry', async () => {
    const partner = await added('Twice Revoked');
    const first = await revoke(partner.id);
    expect(first.statusCode, first.body).toBe(200);
    t.clock.advance(60_000);
    const second = await revoke(partner.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    const entries = await partnerAuditEntries(partner.id);
    expect(entries.filter((entry) => entry.action === 'booking-partner-revoked')).toHaveLength(
      (await operatorOneVenues()).length,
    );
    expect((await listed()).find((each) => each.id === partner.id)?.revoked_at).not.toBeNull();
  });

  it('answers 404 for a partner that does not exist', async () => {
    const response = await revoke(2_000_000_000);
    expect(response.statusCode, response.body).toBe(404);
  });
});

describe('another operator’s manager', () => {
  it('sees none of this operator’s partners, and cannot revoke one', async () => {
    const partner = await added('Operator One Only');
    const other = bearer(await signInOtherOperatorManager(t.app, t.db));
    expect(await listed(other)).toEqual([]);
    const response = await revoke(partner.id, other);
    expect(response.statusCode, response.body).toBe(404);
    expect(await authenticate(`Bearer ${partner.key}`)).toMatchObject({
      partner: { id: partner.id },
    });

    const theirs = await added('Operator Two Apps', other);
    expect(theirs.created_by).toBe('Robin Ames');
    expect((await listed(other)).map((each) => each.name)).toEqual(['Operator Two Apps']);
    expect((await listed()).map((each) => each.id)).not.toContain(theirs.id);
    expect(await authenticate(`Bearer ${theirs.key}`)).toMatchObject({
      partner: { id: theirs.id, operatorId: 2 },
    });
    // Recorded at operator 2's venue alone.
    expect((await partnerAuditEntries(theirs.id)).map((entry) => entry.venue_id)).toEqual([90006]);
  });
});
