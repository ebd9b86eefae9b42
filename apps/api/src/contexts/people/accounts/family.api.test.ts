import {
  DATE_OF_BIRTH_NOT_PAST_MESSAGE,
  DATE_OF_BIRTH_TOO_EARLY_MESSAGE,
  FamilyPerson,
  MEDICAL_CONSENT_REQUIRED_MESSAGE,
  User,
} from '@lido/contract';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  PRIYA,
  RUBY,
  SAM,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { customerMedicalNotes, customers, familyLinks } from './accounts.tables';
import { FAMILY_FULL_MESSAGE, MAX_FAMILY_SIZE } from './family.service';

let t: TestApp;
let alex: Record<string, string>;
let priya: Record<string, string>;
let frontDesk: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  alex = bearer(await signIn(t.app, ALEX.email));
  priya = bearer(await signIn(t.app, PRIYA.email));
  frontDesk = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
});
afterAll(async () => {
  await t.close();
});

const FAMILY = '/api/my-account/family';
const person = (id: number) => `${FAMILY}/${id}`;

const newPerson = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Olly',
  last_name: 'Morgan',
  date_of_birth: '2020-03-14',
  relationship: 'child',
  ...overrides,
});

const call = (options: InjectOptions) => t.app.inject(options);
const errorsOf = (response: { json: <T>() => T }) =>
  response.json<{ errors: Record<string, string[]> }>().errors;

async function add(headers: Record<string, string>, body: Record<string, unknown>, query = '') {
  const response = await call({ method: 'POST', url: `${FAMILY}${query}`, headers, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return FamilyPerson.parse(response.json<{ data: unknown }>().data);
}

async function familyOf(headers: Record<string, string>, query = '') {
  const response = await call({ method: 'GET', url: `${FAMILY}${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: unknown[] }>().data.map((each) => FamilyPerson.parse(each));
}

async function notesRow(customerId: number) {
  const [row] = await t.db
    .select()
    .from(customerMedicalNotes)
    .where(eq(customerMedicalNotes.customerId, customerId));
  return row;
}

async function customerCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(customers);
  return row?.n ?? 0;
}

describe('GET /api/my-account/family', () => {
  it("lists the lead's family with their dates of birth and relationships", async () => {
    const family = await familyOf(alex);
    expect(family.slice(0, 2)).toEqual([
      {
        id: SAM.id,
        reference: 'LID1001002',
        first_name: 'Sam',
        last_name: 'Morgan',
        date_of_birth: '2014-09-03',
        relationship: 'child',
        medical_notes: null,
        medical_consent_given_at: null,
      },
      expect.objectContaining({ id: RUBY.id, first_name: 'Ruby', relationship: 'child' }),
    ]);
  });

  it('lists nobody for a customer without a family', async () => {
    expect(await familyOf(priya)).toEqual([]);
  });
});

describe('adding a family member', () => {
  it('creates a customer without a login, at the lead’s venue, linked to the lead', async () => {
    const before = await customerCount();
    const added = await add(alex, newPerson({ relationship: 'partner', first_name: 'Jordan' }));
    expect(added).toMatchObject({
      first_name: 'Jordan',
      last_name: 'Morgan',
      date_of_birth: '2020-03-14',
      relationship: 'partner',
      medical_notes: null,
      medical_consent_given_at: null,
    });
    expect(added.reference).toBe(`LID${1_000_000 + added.id}`);
    expect(await customerCount()).toBe(before + 1);

    const [row] = await t.db.select().from(customers).where(eq(customers.id, added.id));
    const [lead] = await t.db.select().from(customers).where(eq(customers.id, ALEX.id));
    expect(row).toMatchObject({
      email: null,
      passwordHash: null,
      operatorId: lead?.operatorId,
      homeVenueId: lead?.homeVenueId,
    });
    expect((await familyOf(alex)).map((each) => each.id)).toContain(added.id);

    // The session user's family (the "Viewing as" switcher, the basket's attendees) reads the same links.
    const user = await call({ method: 'GET', url: '/api/auth/user', headers: alex });
    const members = User.parse(user.json<{ data: unknown }>().data).family_members;
    expect(members).toContainEqual(
      expect.objectContaining({ id: added.id, first_name: 'Jordan', relationship: 'partner' }),
    );
  });

  it('keeps medical notes given with consent, recording when and by whom', async () => {
    const added = await add(
      alex,
      newPerson({ medical_notes: '  Peanut allergy: EpiPen in bag.  ', medical_consent: true }),
    );
    expect(added.medical_notes).toBe('Peanut allergy: EpiPen in bag.');
    expect(added.medical_consent_given_at).toBe(TEST_NOW.toISOString());
    expect(await notesRow(added.id)).toMatchObject({
      notes: 'Peanut allergy: EpiPen in bag.',
      consentGivenBy: ALEX.id,
    });
  });

  it('refuses medical notes without consent, on the consent field, and writes nothing', async () => {
    const before = await customerCount();
    for (const medical_consent of [undefined, false]) {
      const response = await call({
        method: 'POST',
        url: FAMILY,
        headers: alex,
        payload: newPerson({ medical_notes: 'Asthma', medical_consent }),
      });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ medical_consent: [MEDICAL_CONSENT_REQUIRED_MESSAGE] });
    }
    expect(await customerCount()).toBe(before);
  });

  it('keeps no notes when none are given, consent or not', async () => {
    const added = await add(alex, newPerson({ medical_notes: '   ', medical_consent: true }));
    expect(added.medical_notes).toBeNull();
    expect(await notesRow(added.id)).toBeUndefined();
  });

  it('answers 422 with a sentence per field for missing and malformed fields', async () => {
    const response = await call({
      method: 'POST',
      url: FAMILY,
      headers: alex,
      payload: { first_name: ' ', relationship: 'cousin', medical_consent: 'yes' },
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      date_of_birth: ['The date of birth field is required.'],
      relationship: ['The selected relationship is invalid.'],
      medical_consent: ['The medical consent field must be true or false.'],
    });
  });

  it('refuses a date of birth from today on, or more than 120 years ago', async () => {
    // TEST_NOW is 20 October 2026 in London.
    const cases = [
      ['2026-10-20', DATE_OF_BIRTH_NOT_PAST_MESSAGE],
      ['2027-01-01', DATE_OF_BIRTH_NOT_PAST_MESSAGE],
      ['1906-10-19', DATE_OF_BIRTH_TOO_EARLY_MESSAGE],
      ['2026-02-30', 'The date is not a valid calendar date.'],
    ] as const;
    for (const [date_of_birth, message] of cases) {
      const response = await call({
        method: 'POST',
        url: FAMILY,
        headers: alex,
        payload: newPerson({ date_of_birth }),
      });
      expect(response.statusCode, date_of_birth).toBe(422);
      expect(errorsOf(response).date_of_birth, date_of_birth).toEqual([message]);
    }
    const oldest = await add(alex, newPerson({ date_of_birth: '1906-10-20' }));
    expect(oldest.date_of_birth).toBe('1906-10-20');
  });

  it('adds once for one Idempotency-Key, however often the request is retried', async () => {
    const request = {
      method: 'POST' as const,
      url: FAMILY,
      headers: { ...priya, 'idempotency-key': 'add-kit-once' },
      payload: newPerson({ first_name: 'Kit', last_name: 'Shah' }),
    };
    const first = await call(request);
    const again = await call(request);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await familyOf(priya)).filter((each) => each.first_name === 'Kit')).toHaveLength(1);
  });

  it(`stops at ${MAX_FAMILY_SIZE} people`, async () => {
    const room = MAX_FAMILY_SIZE - (await familyOf(priya)).length;
    for (let index = 0; index < room; index += 1) {
      await add(priya, newPerson({ first_name: `Child ${index + 1}`, last_name: 'Shah' }));
    }
    const full = await call({ method: 'POST', url: FAMILY, headers: priya, payload: newPerson() });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({ message: FAMILY_FULL_MESSAGE });
    expect(await familyOf(priya)).toHaveLength(MAX_FAMILY_SIZE);
  });
});

describe('changing a family member', () => {
  it('changes the fields sent and leaves the others', async () => {
    const added = await add(alex, newPerson({ first_name: 'Ellis' }));
    const response = await call({
      method: 'PUT',
      url: person(added.id),
      headers: alex,
      payload: { first_name: 'Elliot', relationship: 'other', date_of_birth: '2019-12-01' },
    });
    expect(response.statusCode).toBe(200);
    expect(FamilyPerson.parse(response.json<{ data: unknown }>().data)).toEqual({
      ...added,
      first_name: 'Elliot',
      relationship: 'other',
      date_of_birth: '2019-12-01',
    });
  });

  it('keeps new notes only with consent, and deletes them when they are cleared', async () => {
    const added = await add(alex, newPerson({ first_name: 'Noor' }));
    const put = (payload: Record<string, unknown>) =>
      call({ method: 'PUT', url: person(added.id), headers: alex, payload });

    const refused = await put({ medical_notes: 'Type 1 diabetes' });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ medical_consent: [MEDICAL_CONSENT_REQUIRED_MESSAGE] });
    expect(await notesRow(added.id)).toBeUndefined();

    const kept = await put({ medical_notes: 'Type 1 diabetes', medical_consent: true });
    expect(kept.json<{ data: FamilyPerson }>().data).toMatchObject({
      medical_notes: 'Type 1 diabetes',
      medical_consent_given_at: TEST_NOW.toISOString(),
    });

    // Other changes leave the notes and their consent alone.
    const renamed = await put({ last_name: 'Morgan-Ali' });
    expect(renamed.json<{ data: FamilyPerson }>().data.medical_notes).toBe('Type 1 diabetes');

    for (const cleared of ['', null]) {
      await put({ medical_notes: 'Coeliac', medical_consent: true });
      const response = await put({ medical_notes: cleared });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: FamilyPerson }>().data).toMatchObject({
        medical_notes: null,
        medical_consent_given_at: null,
      });
      expect(await notesRow(added.id)).toBeUndefined();
    }
  });

  it('refuses a date of birth out of range', async () => {
    const response = await call({
      method: 'PUT',
      url: person(SAM.id),
      headers: alex,
      payload: { date_of_birth: '2030-01-01' },
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ date_of_birth: [DATE_OF_BIRTH_NOT_PAST_MESSAGE] });
  });
});

describe('removing a family member', () => {
  it('unlinks them and deletes their notes, but keeps the customer for their booking history', async () => {
    const added = await add(
      alex,
      newPerson({ first_name: 'Rowan', medical_notes: 'Epilepsy', medical_consent: true }),
    );
    const response = await call({ method: 'DELETE', url: person(added.id), headers: alex });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Rowan Morgan has been removed from the family.',
    });
    expect((await familyOf(alex)).map((each) => each.id)).not.toContain(added.id);
    expect(await notesRow(added.id)).toBeUndefined();
    const [row] = await t.db.select().from(customers).where(eq(customers.id, added.id));
    expect(row?.firstName).toBe('Rowan');

    // The lead can no longer act for them, and the removal cannot be repeated.
    const details = await call({
      method: 'GET',
      url: `/api/my-account/details?selected_user_id=${added.id}`,
      headers: alex,
    });
    expect(details.statusCode).toBe(403);
    const again = await call({ method: 'DELETE', url: person(added.id), headers: alex });
    expect(again.statusCode).toBe(403);
  });
});

describe('who may manage a family', () => {
  type Route = Pick<InjectOptions, 'method' | 'payload'> & { url: string };
  const routes = (id: number): Route[] => [
    { method: 'GET', url: FAMILY },
    { method: 'POST', url: FAMILY, payload: newPerson() },
    { method: 'PUT', url: person(id), payload: { first_name: 'Changed' } },
    { method: 'DELETE', url: person(id) },
  ];

  it('answers 401 to anyone not signed in', async () => {
    for (const route of routes(SAM.id)) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("answers 403 to another customer, the same for someone else's family member and an unknown id", async () => {
    const answers = [];
    for (const id of [SAM.id, 999_999]) {
      for (const route of routes(id).slice(2)) {
        const response = await call({ ...route, headers: priya });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        answers.push(response.body);
      }
    }
    expect(new Set(answers).size).toBe(1);
    const links = await t.db
      .select()
      .from(familyLinks)
      .where(eq(familyLinks.memberCustomerId, SAM.id));
    expect(links).toEqual([expect.objectContaining({ parentCustomerId: ALEX.id })]);
    const [sam] = await t.db.select().from(customers).where(eq(customers.id, SAM.id));
    expect(sam?.firstName).toBe('Sam');
  });

  it('answers 403 to a lead acting for their child: a child has no family to manage', async () => {
    for (const route of routes(RUBY.id)) {
      const url = `${route.url}?selected_user_id=${SAM.id}`;
      const response = await call({ ...route, url, headers: alex });
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
    }
  });

  it("lets staff manage the family of their venue's customer", async () => {
    const forAlex = `?selected_user_id=${ALEX.id}`;
    expect((await familyOf(frontDesk, forAlex)).map((each) => each.id)).toContain(SAM.id);
    const added = await add(
      frontDesk,
      newPerson({ first_name: 'Desk', medical_notes: 'Hearing aid', medical_consent: true }),
      forAlex,
    );
    // The consent is the lead's, given at the desk.
    expect((await notesRow(added.id))?.consentGivenBy).toBe(ALEX.id);
    const changed = await call({
      method: 'PUT',
      url: `${person(added.id)}${forAlex}`,
      headers: frontDesk,
      payload: { last_name: 'Morgan-Desk' },
    });
    expect(changed.statusCode).toBe(200);
    const removed = await call({
      method: 'DELETE',
      url: `${person(added.id)}${forAlex}`,
      headers: frontDesk,
    });
    expect(removed.statusCode).toBe(200);
  });

  it("answers 403 to staff acting for another venue's customer, and 422 to staff acting for nobody", async () => {
    const otherVenueDesk = bearer(await signInOtherVenueStaff(t.app, t.db));
    for (const route of routes(SAM.id)) {
      const url = `${route.url}?selected_user_id=${ALEX.id}`;
      const response = await call({ ...route, url, headers: otherVenueDesk });
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
    }
    // Priya's home venue is not the front desk's.
    const priyas = await call({
      method: 'GET',
      url: `${FAMILY}?selected_user_id=${PRIYA.id}`,
      headers: frontDesk,
    });
    expect(priyas.statusCode).toBe(403);
    const nobody = await call({ method: 'GET', url: FAMILY, headers: frontDesk });
    expect(nobody.statusCode).toBe(422);
  });
});
