import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  auditEntriesOn,
  bookedCount,
  findOccurrence,
  type TestOccurrence,
} from '../../../test-support/occurrences';
import {
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  JAMIE,
  PRIYA,
  signIn,
  signInOtherOperatorManager,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// TEST_NOW is Tuesday 20 October 2026, 10:00 in London. The seed fills Swiss Cottage's Reformer
// Pilates (12:00 daily, two places) with Ben Carter (no email address) waiting; he leaves here,
// so the line is Priya then Jamie, both with email addresses.
const venue = 'swiss-cottage-leisure-centre';

let t: TestApp;
let reformer: TestOccurrence;

beforeAll(async () => {
  t = await createTestApp();
  reformer = await findOccurrence(t.db, {
    venue,
    activity: 'reformer-pilates',
    date: '2026-10-21',
  });
});
afterAll(async () => {
  await t.close();
});

async function entryStatus(customerId: number): Promise<string | undefined> {
  const [row] = await rowsOf<{ status: string }>(
    t.db,
    sql`select status from waitlist_entries
      where occurrence_id = ${reformer.id} and customer_id = ${customerId} order by id desc limit 1`,
  );
  return row?.status;
}

async function offerEmailsTo(email: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from email_outbox
      where "to" = ${email} and subject like 'A place has come up%'`,
  );
  return row?.n ?? 0;
}

describe('raising a full session’s capacity', () => {
  it('offers the freed place to the first in its waitlist at once, and not to the second', async () => {
    await t.db.execute(
      sql`update waitlist_entries set status = 'left', left_at = now(), left_by = 'staff'
        where occurrence_id = ${reformer.id} and status = 'waiting'`,
    );
    const [priya, jamie, staff] = await Promise.all([
      signIn(t.app, PRIYA.email),
      signIn(t.app, JAMIE.email),
      signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
    ]);
    for (const token of [priya, jamie]) {
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/activities/waitlist/add',
        headers: bearer(token),
        payload: { item: { id: reformer.id, type: 'activity' } },
      });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    expect(await bookedCount(t.db, reformer.id)).toBe(2);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/occurrences/${reformer.id}/capacity`,
      headers: bearer(staff),
      payload: { capacity: 3 },
    });

    expect(response.statusCode, response.body).toBe(200);
    // The new place is held for Priya already: the answer counts it taken, and offered.
    expect(response.json()).toEqual({
      data: { occurrence_id: reformer.id, capacity: 3, booked: 3, offered: 1 },
    });
    expect(await entryStatus(PRIYA.id)).toBe('offered');
    expect(await offerEmailsTo(PRIYA.email)).toBe(1);
    expect(await entryStatus(JAMIE.id)).toBe('waiting');
    expect(await offerEmailsTo(JAMIE.email)).toBe(0);
  });
});

describe('who may change a session’s capacity', () => {
  it('is staff of its venue or a manager of its operator, not another operator’s manager', async () => {
    // A session at Britannia, another venue of the demo operator than the desk manager's.
    const [britannia] = await rowsOf<{ id: number; capacity: number }>(
      t.db,
      sql`select id::float8 as id, capacity from occurrences
        where venue_id = 90002 and starts_at > '2026-10-21T00:00Z' and cancelled_at is null
        order by starts_at limit 1`,
    );
    const session = britannia!;
    const setCapacity = (capacity: number, token: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/occurrences/${session.id}/capacity`,
        headers: bearer(token),
        payload: { capacity },
      });
    const manager = await signIn(t.app, DESK_MANAGER.email, { as: 'staff' });
    const receptionist = await signIn(t.app, FRONT_DESK.email, { as: 'staff' });
    expect((await setCapacity(session.capacity + 1, receptionist)).statusCode).toBe(404);
    const raised = await setCapacity(session.capacity + 1, manager);
    expect(raised.statusCode).toBe(200);
    expect(raised.json<{ data: { capacity: number } }>().data.capacity).toBe(session.capacity + 1);

    const otherOperator = await signInOtherOperatorManager(t.app, t.db);
    expect((await setCapacity(session.capacity + 2, otherOperator)).statusCode).toBe(404);
    const [row] = await rowsOf<{ capacity: number }>(
      t.db,
      sql`select capacity from occurrences where id = ${session.id}`,
    );
    expect(row?.capacity).toBe(session.capacity + 1);
    // Who changed it, when, from what and to what: one entry, for the change made.
    expect(await auditEntriesOn(t.db, session.id)).toEqual([
      {
        action: 'session-capacity',
        staff_user_id: DESK_MANAGER.id,
        details: {
          occurrence_id: session.id,
          before: { capacity: session.capacity },
          after: { capacity: session.capacity + 1 },
        },
      },
    ]);
  });
});
