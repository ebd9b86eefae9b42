import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxApi, sandboxClient } from '@lido/emulators/opayo/testing';
import { testCards } from '@lido/emulators/opayo';
import {
  cardBrowser,
  cardCheckout,
  liveAuthoriseBody,
  topLevel,
  type Authorisation,
  type Prepared,
} from '../../../test-support/card-checkout';
import { findOccurrence, type TestOccurrence } from '../../../test-support/occurrences';
import { ALEX, bearer, PRIYA, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { cardTransactions, savedCards } from './payments.tables';

// Saving a card and paying with it again exactly as existing clients do (live-api.md, "Basket
// and checkout"): pay with save_card, read saved_card from prepare, link the security code at
// Opayo with the new session key, then authorise with card_identifier and saved_card_id both set
// to saved_card.id. Runs against the built-in Opayo emulator.

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

const { holdInBasket, cardIdentifier, authorise, complete } = cardCheckout(() => t.app);
const { linkSecurityCode, answerChallenge } = cardBrowser(() => t.app);

interface SavedCard {
  id: number;
  external_identifier: string;
  card_holder_name: string;
  card_type: string;
  last_four_digits: string;
  expiry_date: string;
}
type PreparedWithCard = Prepared & { saved_card: SavedCard | null };

const court = (time: string, date = '2026-10-23'): Promise<TestOccurrence> =>
  findOccurrence(t.db, {
    venue: 'swiss-cottage-leisure-centre',
    activity: 'badminton-60min',
    date,
    time,
  });

async function prepare(token: string): Promise<PreparedWithCard> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/checkout/prepare',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return topLevel<PreparedWithCard>(response);
}

/** A new card paid with `save_card: true`, through to the completed order. */
async function payAndSave(token: string, slot: TestOccurrence, cardNumber: string) {
  await holdInBasket(token, slot);
  const prepared = await prepare(token);
  const identifier = await cardIdentifier(prepared, cardNumber);
  const response = await authorise(token, {
    session_key: prepared.session_key,
    card_identifier: identifier,
    card_holder_name: 'Priya Shah',
    save_card: true,
    item_hash: prepared.item_hash,
  });
  expect(response.statusCode).toBe(200);
  let authorisation = topLevel<Authorisation>(response);
  if (authorisation.transaction_status === '3DAuth') {
    expect((await answerChallenge(authorisation, 'Approve')).statusCode).toBe(200);
    authorisation = { ...authorisation, transaction_status: 'Authorised' };
  }
  await completeOrder(token, authorisation, prepared);
  return identifier;
}

async function completeOrder(token: string, authorisation: Authorisation, prepared: Prepared) {
  const completed = await complete(token, {
    transaction_uuid: authorisation.transaction_uuid,
    item_hash: prepared.item_hash,
  });
  expect(completed.statusCode).toBe(200);
  return topLevel<{ complete_order_id: number }>(completed).complete_order_id;
}

/** The authorise body a live client sends for a saved card (live-api.md), ids as numbers. */
const savedCardBody = (prepared: PreparedWithCard, saved: SavedCard) => ({
  ...liveAuthoriseBody({
    card_identifier: saved.id,
    saved_card_id: saved.id,
    save_card: false,
    session_key: prepared.session_key,
    item_hash: prepared.item_hash,
  }),
  card_holder_name: saved.card_holder_name,
});

/** What the emulated Opayo recorded for a checkout's transaction. */
async function opayoTransactionOf(authorisation: Authorisation) {
  const [attempt] = await t.db
    .select()
    .from(cardTransactions)
    .where(eq(cardTransactions.id, authorisation.transaction_uuid));
  const response = await sandboxClient(t.app).get(
    `/transactions/${attempt?.providerTransactionId ?? 'none'}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{
    paymentMethod: { card: { cardIdentifier: string; reusable: boolean } };
    avsCvcCheck?: { securityCode: string };
  }>();
}

async function bookingOrderIds(token: string): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/my-account/bookings?filter=future',
    headers: bearer(token),
  });
  return response.json<{ data: { order_id: number | null }[] }>().data.map((b) => b.order_id ?? 0);
}

const savedCardCount = async (customerId: number) =>
  (await t.db.select().from(savedCards).where(eq(savedCards.customerId, customerId))).length;

describe('saved cards as clients use them', () => {
  it('saves a new card paid with save_card, then pays with it by id after linking its security code', async () => {
    await holdInBasket(priya, await court('07:00'));
    expect((await prepare(priya)).saved_card).toBeNull();
    await t.app.inject({ method: 'DELETE', url: '/api/activities/cart', headers: bearer(priya) });

    const identifier = await payAndSave(priya, await court('08:00'), testCards.frictionless);

    await holdInBasket(priya, await court('09:00'));
    const prepared = await prepare(priya);
    const saved = prepared.saved_card;
    expect(Number.isInteger(saved?.id)).toBe(true);
    expect(saved).toEqual({
      id: saved?.id,
      external_identifier: identifier,
      card_holder_name: 'Priya Shah',
      card_type: 'Visa',
      last_four_digits: '0006',
      expiry_date: '1230',
    });
    if (!saved) return;

    const linked = await linkSecurityCode(prepared, saved.external_identifier, '123');
    expect(linked.statusCode).toBe(204);
    expect(linked.body).toBe('');

    const response = await authorise(priya, savedCardBody(prepared, saved));
    expect(response.statusCode).toBe(200);
    const authorisation = topLevel<Authorisation>(response);
    expect(authorisation.transaction_status.toLowerCase()).toBe('authorised');
    // Opayo was asked for the saved card, reusable, and checked the code linked to the key.
    expect(await opayoTransactionOf(authorisation)).toMatchObject({
      paymentMethod: { card: { cardIdentifier: identifier, reusable: true } },
      avsCvcCheck: { securityCode: 'Matched' },
    });

    const orderId = await completeOrder(priya, authorisation, prepared);
    expect(await bookingOrderIds(priya)).toContain(orderId);
    expect(await savedCardCount(PRIYA.id)).toBe(1);
  });

  it('pays with a saved card whose code was not linked, with no security code checked', async () => {
    await holdInBasket(priya, await court('10:00'));
    const prepared = await prepare(priya);
    const saved = prepared.saved_card;
    if (!saved) throw new Error('expected the card saved by the test before');
    const response = await authorise(priya, savedCardBody(prepared, saved));
    expect(response.statusCode).toBe(200);
    const authorisation = topLevel<Authorisation>(response);
    expect(authorisation.transaction_status).toBe('Authorised');
    expect(await opayoTransactionOf(authorisation)).toMatchObject({
      avsCvcCheck: { securityCode: 'NotProvided' },
    });
    await completeOrder(priya, authorisation, prepared);
  });

  it('saves a card whose payment passed a 3-D Secure challenge, and offers the latest card', async () => {
    const identifier = await payAndSave(priya, await court('11:00'), testCards.challenge);
    await holdInBasket(priya, await court('12:00'));
    expect((await prepare(priya)).saved_card).toMatchObject({
      external_identifier: identifier,
      last_four_digits: '5559',
    });
    expect(await savedCardCount(PRIYA.id)).toBe(2);
  });

  it('does not save a declined card', async () => {
    await holdInBasket(priya, await court('15:00'));
    const prepared = await prepare(priya);
    const response = await authorise(priya, {
      session_key: prepared.session_key,
      card_identifier: await cardIdentifier(prepared, testCards.declined),
      save_card: true,
      item_hash: prepared.item_hash,
    });
    expect(response.statusCode).toBe(402);
    expect(await savedCardCount(PRIYA.id)).toBe(2);
  });

  it("refuses another customer's saved card, and ids that name no card, without a 5xx", async () => {
    await holdInBasket(priya, await court('13:00'));
    const priyas = (await prepare(priya)).saved_card;
    if (!priyas) throw new Error('expected a saved card');
    // Peak time: Alex's membership covers off-peak courts only, and this one has a price.
    await holdInBasket(alex, await court('16:00'));
    const prepared = await prepare(alex);
    expect(prepared.saved_card).toBeNull();

    const refusals: [object, number][] = [
      [{ card_identifier: priyas.id, saved_card_id: priyas.id }, 404],
      [{ card_identifier: priyas.id }, 404],
      [{ saved_card_id: priyas.id, card_identifier: null }, 404],
      [{ card_identifier: priyas.id + 1, saved_card_id: priyas.id }, 422],
    ];
    for (const [card, status] of refusals) {
      const response = await authorise(alex, {
        session_key: prepared.session_key,
        item_hash: prepared.item_hash,
        ...card,
      });
      expect(response.statusCode, JSON.stringify(card)).toBe(status);
      if (status === 404) {
        expect(response.json()).toMatchObject({ message: 'The saved card could not be found.' });
      }
    }
    // Beyond PostgreSQL's integers: refused (here or by the input guard), never a 5xx.
    for (const id of [2_147_483_648, 0]) {
      const response = await authorise(alex, {
        session_key: prepared.session_key,
        item_hash: prepared.item_hash,
        card_identifier: id,
        saved_card_id: id || null,
      });
      expect([400, 404, 422], String(id)).toContain(response.statusCode);
    }
  });
});

describe('linking a security code at the emulated Opayo', () => {
  const opayo = () => sandboxClient(t.app);

  /** A card saved at Opayo by a Payment with `save: true`. */
  async function reusableCard(cardNumber: string = testCards.frictionless) {
    const key = await opayo().sessionKey();
    const identifier = await opayo().cardIdentifier(key, cardNumber);
    const paid = await opayo().cardTransaction('Payment', cardNumber, {
      paymentMethod: { card: { merchantSessionKey: key, cardIdentifier: identifier, save: true } },
    });
    expect(paid.json()).toMatchObject({ paymentMethod: { card: { reusable: true } } });
    return identifier;
  }

  const browserAt = async () => ({ url: sandboxApi, session_key: await opayo().sessionKey() });

  const firstError = (response: LightMyRequestResponse) =>
    response.json<{ errors: { code: number; property: string; clientMessage: string }[] }>()
      .errors[0];

  it('refuses a missing, unknown, expired or spent session key with 401', async () => {
    const identifier = await reusableCard();
    const browser = await browserAt();
    const missing = await linkSecurityCode(browser, identifier, '123', '');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      code: 1001,
      description: 'Authentication values are missing',
    });
    const unknown = await linkSecurityCode(browser, identifier, '123', 'Bearer NO-SUCH-KEY');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ code: 1002, description: 'Authentication failed' });

    // Three tries per key, as for card identifiers.
    for (const code of ['12', '123', '123']) await linkSecurityCode(browser, identifier, code);
    expect((await linkSecurityCode(browser, identifier)).statusCode).toBe(401);

    const expiring = await browserAt();
    t.clock.advance(401_000);
    try {
      expect((await linkSecurityCode(expiring, identifier)).json()).toMatchObject({ code: 1002 });
    } finally {
      t.clock.advance(-401_000);
    }
  });

  it('refuses an unknown card identifier, and one not saved for reuse, with 422 1011', async () => {
    const browser = await browserAt();
    const unknown = await linkSecurityCode(browser, '6F0D5C88-2C3B-4C4B-9E43-5F1C1A2B3C4D');
    expect(unknown.statusCode).toBe(422);
    expect(firstError(unknown)).toMatchObject({ code: 1011, property: 'cardIdentifier' });
    const garbled = await linkSecurityCode(browser, 'not-an-identifier');
    expect(firstError(garbled)).toMatchObject({ code: 1011, property: 'cardIdentifier' });

    const another = await browserAt();
    const singleUse = await opayo().cardIdentifier(another.session_key, testCards.frictionless);
    const refused = await linkSecurityCode(await browserAt(), singleUse);
    expect(refused.statusCode).toBe(422);
    expect(firstError(refused)).toEqual({
      code: 1011,
      description: 'Merchant Session Keys or card identifier invalid',
      property: 'cardIdentifier',
      clientMessage: 'A security code can only be linked to a saved card',
    });
  });

  it('refuses a missing, non-numeric or wrong-length security code with 422', async () => {
    const identifier = await reusableCard();
    const cases: [string | object, number][] = [
      [{}, 1003],
      ['', 1003],
      ['12a', 1005],
      [{ securityCode: 123 }, 1005],
      ['12', 1004],
      ['1234', 1004],
    ];
    for (const [code, expected] of cases) {
      const response = await linkSecurityCode(await browserAt(), identifier, code);
      expect(response.statusCode, JSON.stringify(code)).toBe(422);
      expect(firstError(response), JSON.stringify(code)).toMatchObject({
        code: expected,
        property: 'securityCode',
      });
    }
    const browser = await browserAt();
    const bodiless = await t.app.inject({
      method: 'POST',
      url: `${browser.url}/card-identifiers/${identifier}/security-code`,
      headers: { authorization: `Bearer ${browser.session_key}` },
    });
    expect(firstError(bodiless)).toMatchObject({ code: 1003, property: 'securityCode' });

    const amex = await reusableCard('378282246310005');
    expect((await linkSecurityCode(await browserAt(), amex, '1234')).statusCode).toBe(204);
    expect((await linkSecurityCode(await browserAt(), amex, '123')).statusCode).toBe(422);
  });
});
