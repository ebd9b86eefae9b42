import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketCalls, slot } from '../../../test-support/basket-calls';
import { findOccurrence, setBooked, type TestOccurrence } from '../../../test-support/occurrences';
import { ALEX, bearer, FRONT_DESK, PRIYA, RUBY, SAM, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// TEST_NOW is Tuesday 20 October 2026, 10:00 in London. The seed fills Swiss Cottage's Reformer
// Pilates (12:00 daily, two places) for the coming week with one regular waiting.
const venue = 'swiss-cottage-leisure-centre';
const tomorrow = '2026-10-21';

let t: TestApp;
let alex: string;
let priya: string;
let staff: string;
let reformer: TestOccurrence;

beforeAll(async () => {
  t = await createTestApp();
  [alex, priya, staff] = await Promise.all([
    signIn(t.app, ALEX.email),
    signIn(t.app, PRIYA.email),
    signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
  ]);
  reformer = await findOccurrence(t.db, { venue, activity: 'reformer-pilates', date: tomorrow });
});
afterAll(async () => {
  await t.close();
});

interface Entry {
  id: number;
  status: 'waiting' | 'left';
  position: number | null;
  user_id: number;
  occurrence: { id: number; public_id: string; name: string };
}
interface ClassRow {
  id: string;
  action_to_show: { status: string | null; reason: string | null };
  waitlist_id: number | null;
  booking: { id: number } | null;
}

const headers = (token?: string) => (token ? bearer(token) : {});

function addToWaitlist(token: string | undefined, id: string | number, selectedUserId?: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/activities/waitlist/add',
    headers: headers(token),
    payload: {
      item: { id, type: typeof id === 'number' ? 'activity' : 'purchasableOccurrence' },
      ...(selectedUserId ? { selected_user_id: selectedUserId } : {}),
    },
  });
}

function joinV1(token: string, occurrenceId: string | number, userId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/activities/occurrences/${occurrenceId}/waitlist/members`,
    headers: bearer(token),
    payload: { data: { user_id: userId } },
  });
}

function leaveV1(token: string, occurrenceId: string | number, userId: number) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/v1/activities/occurrences/${occurrenceId}/waitlist/members/${userId}`,
    headers: bearer(token),
  });
}

function remove(token: string, entryId: number) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/activities/waitlist/remove/${entryId}`,
    headers: bearer(token),
  });
}

async function classesOn(activity: string, date: string, token?: string): Promise<ClassRow[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/activities/venue/${venue}/activity/${activity}/v2/timetable?date=${date}`,
    headers: headers(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ClassRow[] }>().data;
}

async function rowOf(occurrence: TestOccurrence, activity: string, date: string, token?: string) {
  const row = (await classesOn(activity, date, token)).find((r) => r.id === occurrence.publicId);
  if (!row) throw new Error(`no row for ${occurrence.publicId}`);
  return row;
}

async function myWaitlists(token: string, selectedUserId?: number): Promise<Entry[]> {
  const query = selectedUserId ? `?selected_user_id=${selectedUserId}` : '';
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/my-account/waitlists${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Entry[] }>().data;
}

describe('the action each caller sees', () => {
  it('is JOIN_WAITLIST on a full class with a line, for anyone', async () => {
    const row = await rowOf(reformer, 'reformer-pilates', tomorrow);
    expect(row.action_to_show).toEqual({
      status: 'JOIN_WAITLIST',
      reason: 'The session being booked is already full',
    });
    expect(row.waitlist_id).toBeNull();
  });

  it('is CANCEL_RESERVATION on what is in the caller’s basket and BOOK for everyone else', async () => {
    const yoga = await findOccurrence(t.db, { venue, activity: 'yoga', date: tomorrow });
    const added = await basketCalls(() => t.app).add([slot(yoga)], bearer(priya));
    expect(added.statusCode).toBe(200);
    expect((await rowOf(yoga, 'yoga', tomorrow, priya)).action_to_show.status).toBe(
      'CANCEL_RESERVATION',
    );
    expect((await rowOf(yoga, 'yoga', tomorrow, alex)).action_to_show.status).toBe('BOOK');
    expect((await rowOf(yoga, 'yoga', tomorrow)).action_to_show.status).toBe('BOOK');
  });

  it('is CANCEL_BOOKING with the booking on what the caller has booked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-account/bookings?filter=future',
      headers: bearer(alex),
    });
    const booked = response
      .json<{ data: { id: number; status: string; activity_id: number }[] }>()
      .data.find((row) => row.status === 'booked');
    expect(booked).toBeDefined();
    const occurrence = await t.app.inject({
      method: 'GET',
      url: `/api/v1/activities/occurrences/${booked!.activity_id}`,
      headers: bearer(alex),
    });
    const detail = occurrence.json<{ data: ClassRow }>().data;
    expect(detail.action_to_show.status).toBe('CANCEL_BOOKING');
    expect(detail.booking).toEqual({ id: booked!.id });
  });
});

describe('joining and leaving a waitlist', () => {
  it('puts the customer at the end of the line, by the numeric form', async () => {
    const response = await addToWaitlist(alex, reformer.id);
    expect(response.statusCode).toBe(201);
    const entry = response.json<{ data: Entry }>().data;
    expect(entry).toMatchObject({ status: 'waiting', position: 2, user_id: ALEX.id });
    expect(entry.occurrence).toMatchObject({ id: reformer.id, public_id: reformer.publicId });

    const row = await rowOf(reformer, 'reformer-pilates', tomorrow, alex);
    expect(row.action_to_show.status).toBe('LEAVE_WAITLIST');
    expect(row.waitlist_id).toBe(entry.id);
    // Others still see the line to join.
    expect((await rowOf(reformer, 'reformer-pilates', tomorrow, priya)).action_to_show.status).toBe(
      'JOIN_WAITLIST',
    );
    expect((await myWaitlists(alex)).map((e) => [e.id, e.position])).toEqual([[entry.id, 2]]);
  });

  it('joins by the v1 form with the opaque id, and refuses a second place in line', async () => {
    const response = await joinV1(priya, reformer.publicId, PRIYA.id);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: Entry }>().data.position).toBe(3);
    for (const again of [
      await joinV1(priya, reformer.publicId, PRIYA.id),
      await addToWaitlist(priya, reformer.publicId),
    ]) {
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'ALREADY_ON_WAITLIST',
        message: 'You are already on the waitlist for this session.',
      });
    }
  });

  it('lets a family lead and the venue’s staff join for someone, and nobody else', async () => {
    const forSam = await joinV1(alex, reformer.id, SAM.id);
    expect(forSam.statusCode).toBe(201);
    expect(forSam.json<{ data: Entry }>().data.user_id).toBe(SAM.id);
    expect((await myWaitlists(alex, SAM.id)).map((e) => e.user_id)).toEqual([SAM.id]);

    const forRuby = await addToWaitlist(staff, reformer.publicId, RUBY.id);
    expect(forRuby.statusCode).toBe(201);

    // Priya is not Alex's family; Priya's home venue is not the desk's.
    for (const refused of [
      await joinV1(priya, reformer.publicId, ALEX.id),
      await addToWaitlist(priya, reformer.publicId, SAM.id),
      await addToWaitlist(staff, reformer.publicId, PRIYA.id),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'Unauthorised.' });
    }
    expect((await addToWaitlist(undefined, reformer.publicId)).statusCode).toBe(401);
  });

  it('answers 404 for a session that does not exist', async () => {
    for (const response of [
      await addToWaitlist(alex, 'no-such-session'),
      await addToWaitlist(alex, 2_000_000_000),
      await joinV1(alex, 'no-such-session', ALEX.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'The session could not be found.' });
    }
  });

  it('refuses sessions with places, without a line, not released, or already booked', async () => {
    const yoga = await findOccurrence(t.db, { venue, activity: 'yoga', date: tomorrow });
    const withPlaces = await addToWaitlist(alex, yoga.publicId);
    expect(withPlaces.statusCode).toBe(409);
    expect(withPlaces.json()).toMatchObject({ code: 'PLACES_AVAILABLE' });

    const court = await findOccurrence(t.db, {
      venue,
      activity: 'badminton-60min',
      date: tomorrow,
    });
    await setBooked(t.db, court.id, court.capacity);
    const noLine = await addToWaitlist(alex, court.publicId);
    expect(noLine.statusCode).toBe(409);
    expect(noLine.json()).toMatchObject({
      code: 'NO_WAITLIST',
      message: 'This session has no waitlist.',
    });
    await setBooked(t.db, court.id, court.booked);

    // Released at 22:00 six days before: Monday 26th's classes open tonight; Alex's plan books
    // two days ahead, so for him Wednesday 28th's do.
    const later = await findOccurrence(t.db, {
      venue,
      activity: 'reformer-pilates',
      date: '2026-10-26',
    });
    const notReleased = await addToWaitlist(priya, later.publicId);
    expect(notReleased.statusCode).toBe(409);
    expect(notReleased.json()).toMatchObject({ code: 'NOT_RELEASED' });
    const laterForAlex = await findOccurrence(t.db, {
      venue,
      activity: 'reformer-pilates',
      date: '2026-10-28',
    });
    const notYetForAlex = await addToWaitlist(alex, laterForAlex.publicId);
    expect(notYetForAlex.json()).toMatchObject({ code: 'NOT_RELEASED' });
    await setBooked(t.db, later.id, later.capacity);
    const releasedForAlex = await addToWaitlist(alex, later.publicId);
    expect(releasedForAlex.statusCode, releasedForAlex.body).toBe(201);
    await setBooked(t.db, later.id, later.booked);

    // Tom Reid (1005) holds a place on the class: staff cannot put him in its line.
    const booked = await addToWaitlist(staff, reformer.publicId, 1005);
    expect(booked.statusCode).toBe(409);
    expect(booked.json()).toMatchObject({ code: 'ALREADY_BOOKED' });
  });

  it('takes the customer out of the line by either form, moving those behind up', async () => {
    const [alexEntry] = await myWaitlists(alex);
    expect(alexEntry?.position).toBe(2);
    const priyaBefore = (await myWaitlists(priya))[0];
    expect(priyaBefore?.position).toBe(3);

    // Someone else's entry is not theirs to remove.
    const refused = await remove(priya, alexEntry!.id);
    expect(refused.statusCode).toBe(403);

    const left = await remove(alex, alexEntry!.id);
    expect(left.statusCode).toBe(200);
    expect(left.json<{ data: Entry }>().data).toMatchObject({ status: 'left', position: null });
    // Removing again changes nothing.
    expect((await remove(alex, alexEntry!.id)).json<{ data: Entry }>().data.status).toBe('left');
    expect((await myWaitlists(priya))[0]?.position).toBe(2);
    expect((await rowOf(reformer, 'reformer-pilates', tomorrow, alex)).action_to_show.status).toBe(
      'JOIN_WAITLIST',
    );

    const priyaLeft = await leaveV1(priya, reformer.publicId, PRIYA.id);
    expect(priyaLeft.statusCode).toBe(200);
    expect(priyaLeft.json<{ data: Entry }>().data.status).toBe('left');
    const again = await leaveV1(priya, reformer.publicId, PRIYA.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      message: 'You are not on the waitlist for this session.',
    });
    expect((await leaveV1(priya, reformer.publicId, SAM.id)).statusCode).toBe(403);
    expect((await remove(alex, 999_999)).statusCode).toBe(404);
    expect(await myWaitlists(priya)).toEqual([]);
  });

  it('lets the family lead and the venue’s staff take someone out of a line, and list it', async () => {
    // Sam and Ruby joined above, through Alex and through the desk.
    expect((await myWaitlists(staff, RUBY.id)).map((e) => e.user_id)).toEqual([RUBY.id]);
    expect((await leaveV1(alex, reformer.id, SAM.id)).statusCode).toBe(200);
    const [ruby] = await myWaitlists(alex, RUBY.id);
    expect((await remove(staff, ruby!.id)).statusCode).toBe(200);
    expect(await myWaitlists(alex, SAM.id)).toEqual([]);
    expect(await myWaitlists(alex, RUBY.id)).toEqual([]);
    // Staff list and act only for customers of their venue; customers only for their family.
    const staffForPriya = await t.app.inject({
      method: 'GET',
      url: `/api/my-account/waitlists?selected_user_id=${PRIYA.id}`,
      headers: bearer(staff),
    });
    expect(staffForPriya.statusCode).toBe(403);
    const priyaForSam = await t.app.inject({
      method: 'GET',
      url: `/api/my-account/waitlists?selected_user_id=${SAM.id}`,
      headers: bearer(priya),
    });
    expect(priyaForSam.statusCode).toBe(403);
  });
});

describe('joining at the same instant', () => {
  it('leaves one entry however many joins race', async () => {
    const other = await findOccurrence(t.db, {
      venue,
      activity: 'reformer-pilates',
      date: '2026-10-22',
    });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 ? addToWaitlist(priya, other.publicId) : joinV1(priya, other.id, PRIYA.id),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
    expect((await myWaitlists(priya)).filter((e) => e.occurrence.id === other.id)).toHaveLength(1);
  });
});

describe('without a session', () => {
  it('answers 401 to every waitlist call', async () => {
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/activities/waitlist/add',
        payload: { item: { id: 1, type: 'activity' } },
      },
      {
        method: 'POST' as const,
        url: `/api/v1/activities/occurrences/${reformer.publicId}/waitlist/members`,
        payload: { data: { user_id: ALEX.id } },
      },
      {
        method: 'DELETE' as const,
        url: `/api/v1/activities/occurrences/${reformer.publicId}/waitlist/members/${ALEX.id}`,
      },
      { method: 'DELETE' as const, url: '/api/activities/waitlist/remove/1' },
      { method: 'GET' as const, url: '/api/my-account/waitlists' },
    ];
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });
});
