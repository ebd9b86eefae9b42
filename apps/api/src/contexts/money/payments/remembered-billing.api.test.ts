import { testCards } from '@lido/emulators/opayo';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingDetails,
  cardBrowser,
  cardCheckout,
  liveAuthoriseBody,
  topLevel,
  type Authorisation,
  type Prepared,
} from '../../../test-support/card-checkout';
import { findOccurrence, type TestOccurrence } from '../../../test-support/occurrences';
import {
  ALEX,
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  PRIYA,
  signIn,
  signInOperatorAdmin,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { liveCompleteBody, MAYA, visitorCheckout } from '../../../test-support/visitor-checkout';
import { cardTransactions } from './payments.tables';
import { eraseCardholderDataOf } from './personal-data';

// Issue 43: a signed-in customer's billing details are remembered from their last successful card
// checkout, for them alone: another customer, a signed-out visitor and staff never read them, and
// nothing is kept for a visitor's own checkout.

const VENUE = 'swiss-cottage-leisure-centre';
const DATE = '2026-10-23';
let t: TestApp;
let priya: string;
let alex: string;

beforeAll(async () => {
  t = await createTestApp();
  priya = await signIn(t.app, PRIYA.email);
  alex = await signIn(t.app, ALEX.email);
});
afterAll(async () => {
  await t.close();
});

const { holdInBasket, prepare, cardIdentifier, authorise, complete, emptyBasket } = cardCheckout(
  () => t.app,
);
const { answerChallenge } = cardBrowser(() => t.app);
const visitor = visitorCheckout(
  () => t.app,
  () => t.db,
);

const court = (time: string): Promise<TestOccurrence> =>
  findOccurrence(t.db, { venue: VENUE, activity: 'badminton-60min', date: DATE, time });

const readRemembered = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/checkout/billing-details', headers });

async function rememberedFor(token: string) {
  const response = await readRemembered(bearer(token));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Record<string, string> | null }>().data;
}

/** Holds a court and pays for it with `card` and these billing lines; completes the order if asked. */
async function payForCourt(
  token: string,
  time: string,
  { card, billing, completes }: { card: string; billing: object; completes: boolean },
) {
  await holdInBasket(token, await court(time));
  const prepared: Prepared = await prepare(token);
  const response = await authorise(token, {
    ...billing,
    session_key: prepared.session_key,
    card_identifier: await cardIdentifier(prepared, card),
    card_holder_name: 'Priya Shah',
    item_hash: prepared.item_hash,
  });
  if (!completes) return response;
  expect(response.statusCode, response.body).toBe(200);
  const authorisation = topLevel<Authorisation>(response);
  if (authorisation.transaction_status === '3DAuth') {
    expect((await answerChallenge(authorisation, 'Approve')).statusCode).toBe(200);
  }
  const completed = await complete(token, {
    transaction_uuid: authorisation.transaction_uuid,
    item_hash: prepared.item_hash,
  });
  expect(completed.statusCode, completed.body).toBe(200);
  return response;
}

const manchester = {
  billing_first_name: 'Priya',
  billing_last_name: 'Shah',
  billing_address_line_one: '3 Whitworth Street',
  billing_address_line_two: '',
  billing_city: 'Manchester',
  billing_postcode: 'M1 3GB',
  billing_country: 'GB',
};

const leeds = {
  billing_first_name: 'P',
  billing_last_name: 'Shah-Jones',
  billing_address_line_one: '  14 Call Lane ',
  billing_address_line_two: 'Flat 2',
  billing_city: 'Leeds',
  billing_postcode: 'LS1 7BT',
};

describe("a customer's remembered billing details", () => {
  it('are nothing before the customer has paid by card at a checkout', async () => {
    expect(await rememberedFor(priya)).toBeNull();
  });

  it('are those of their last successful card checkout, as typed (trimmed), for them to fill in again', async () => {
    expect({ ...billingDetails, billing_country: 'GB' }).toEqual(manchester);
    await payForCourt(priya, '07:00', {
      card: testCards.frictionless,
      billing: billingDetails,
      completes: true,
    });
    expect(await rememberedFor(priya)).toEqual(manchester);

    // Through a 3-D Secure challenge, the new address replaces the old.
    await payForCourt(priya, '08:00', {
      card: testCards.challenge,
      billing: leeds,
      completes: true,
    });
    expect(await rememberedFor(priya)).toEqual({
      ...leeds,
      billing_address_line_one: '14 Call Lane',
      billing_country: 'GB',
    });
  });

  it('are not changed by a declined card, nor by a payment whose order was never written', async () => {
    const before = await rememberedFor(priya);
    const declined = await payForCourt(priya, '09:00', {
      card: testCards.declined,
      billing: { ...manchester, billing_address_line_one: '1 Declined Road' },
      completes: false,
    });
    expect(declined.statusCode).toBe(402);
    await emptyBasket(priya);

    const authorised = await payForCourt(priya, '10:00', {
      card: testCards.frictionless,
      billing: { ...manchester, billing_address_line_one: '2 Abandoned Street' },
      completes: false,
    });
    expect(topLevel<Authorisation>(authorised).transaction_status).toBe('Authorised');
    expect(await rememberedFor(priya)).toEqual(before);
    await emptyBasket(priya);
  });

  it('are not remembered from a live client that sends the billing lines blank', async () => {
    const before = await rememberedFor(priya);
    await holdInBasket(priya, await court('11:00'));
    const prepared = await prepare(priya);
    const response = await authorise(
      priya,
      liveAuthoriseBody({
        card_identifier: await cardIdentifier(prepared, testCards.frictionless),
        session_key: prepared.session_key,
        item_hash: prepared.item_hash,
        save_card: false,
        saved_card_id: null,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const authorisation = topLevel<Authorisation>(response);
    const completed = await complete(priya, {
      transaction_uuid: authorisation.transaction_uuid,
      item_hash: prepared.item_hash,
    });
    expect(completed.statusCode).toBe(200);
    expect(await rememberedFor(priya)).toEqual(before);
  });

  it('are not shown to another customer, who has their own (none yet)', async () => {
    expect(await rememberedFor(alex)).toBeNull();
  });

  it('are refused to a signed-out visitor (401) and to staff of every role (403)', async () => {
    const anonymous = await readRemembered();
    expect(anonymous.statusCode).toBe(401);
    expect(JSON.stringify(anonymous.json())).not.toContain('Whitworth');

    const staff = {
      receptionist: await signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
      manager: await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }),
      operator_admin: await signInOperatorAdmin(t.app, t.db),
    };
    for (const [role, token] of Object.entries(staff)) {
      const response = await readRemembered(bearer(token));
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Unauthorised.' });
    }
  });

  it("are forgotten when the customer's account is closed", async () => {
    expect(await rememberedFor(priya)).not.toBeNull();
    await eraseCardholderDataOf(t.db, PRIYA.id);
    expect(await rememberedFor(priya)).toBeNull();
  });
});

describe("a signed-out visitor's checkout", () => {
  it('keeps none of the billing lines the visitor typed', async () => {
    const yoga = await findOccurrence(t.db, { venue: VENUE, activity: 'yoga', date: DATE });
    const cartUuid = await visitor.holdAnonymously(yoga);
    expect((await visitor.saveVisitor(cartUuid, MAYA)).statusCode).toBe(200);
    const prepared = (await visitor.prepare(cartUuid)).json<Prepared>();
    const response = await visitor.authorise(cartUuid, {
      ...liveAuthoriseBody({
        card_identifier: await cardIdentifier(prepared, testCards.frictionless),
        session_key: prepared.session_key,
        item_hash: prepared.item_hash,
        save_card: false,
        saved_card_id: null,
      }),
      ...manchester,
      billing_first_name: 'Maya',
      billing_last_name: 'Patel',
    });
    expect(response.statusCode, response.body).toBe(200);
    const authorisation = response.json<Authorisation>();
    const completed = await visitor.complete(
      cartUuid,
      liveCompleteBody(authorisation.transaction_uuid, prepared.item_hash),
    );
    expect(completed.statusCode, completed.body).toBe(200);

    const [attempt] = await t.db
      .select({ status: cardTransactions.status, billing: cardTransactions.billingDetails })
      .from(cardTransactions)
      .where(eq(cardTransactions.id, authorisation.transaction_uuid));
    // The order was written (the money taken since), and nothing of the address was kept.
    expect(attempt).toEqual({ status: 'released', billing: null });
  });
});
