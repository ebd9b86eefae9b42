import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { OPAYO_SANDBOX_CREDENTIALS } from './opayo-sandbox.routes';
import { testCards } from './test-cards';

let t: TestApp;
const credentials = OPAYO_SANDBOX_CREDENTIALS;
const api = '/api/sandbox/opayo/api/v1';
const basic = `Basic ${Buffer.from(`${credentials.integrationKey}:${credentials.integrationPassword}`).toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function sessionKey(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${api}/merchant-session-keys`,
    headers: { authorization: basic },
    payload: { vendorName: credentials.vendorName },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ merchantSessionKey: string }>().merchantSessionKey;
}

async function cardIdentifier(merchantSessionKey: string, cardNumber: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${api}/card-identifiers`,
    headers: { authorization: `Bearer ${merchantSessionKey}` },
    payload: {
      cardDetails: {
        cardholderName: 'Alex Morgan',
        cardNumber,
        expiryDate: '1230',
        securityCode: '123',
      },
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ cardIdentifier: string }>().cardIdentifier;
}

let vendorTxCounter = 0;
function payment(
  merchantSessionKey: string,
  identifier: string,
  extra: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${api}/transactions`,
    headers: { authorization: basic },
    payload: {
      transactionType: 'Payment',
      paymentMethod: { card: { merchantSessionKey, cardIdentifier: identifier } },
      vendorTxCode: `lido-test-${++vendorTxCounter}`,
      amount: 1285,
      currency: 'GBP',
      description: 'Badminton 60min',
      customerFirstName: 'Alex',
      customerLastName: 'Morgan',
      billingAddress: {
        address1: '14 Belsize Road',
        city: 'London',
        postalCode: 'NW6 4BT',
        country: 'GB',
      },
      entryMethod: 'Ecommerce',
      strongCustomerAuthentication: {
        notificationURL: 'http://localhost:3000/api/checkout/3ds-notification',
        browserJavascriptEnabled: true,
        browserLanguage: 'en-GB',
        browserColorDepth: '24',
        browserScreenHeight: '1080',
        browserScreenWidth: '1920',
        browserTZ: '0',
        challengeWindowSize: 'Small',
        transType: 'GoodsAndServicePurchase',
      },
      ...extra,
    },
  });
}

describe('the Opayo emulator', () => {
  it('refuses a merchant session key without the integration credentials', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${api}/merchant-session-keys`,
      headers: { authorization: 'Basic bm9ib2R5Om5vdGhpbmc=' },
      payload: { vendorName: credentials.vendorName },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 1001 });
  });

  it('authorises the frictionless test card at once', async () => {
    const key = await sessionKey();
    const response = await payment(key, await cardIdentifier(key, testCards.frictionless));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'Ok',
      statusCode: '0000',
      amount: { totalAmount: 1285 },
      paymentMethod: { card: { lastFourDigits: '0006', cardType: 'Visa' } },
      '3DSecure': { status: 'Authenticated' },
    });
  });

  it('declines the declined test card with NotAuthed', async () => {
    const key = await sessionKey();
    const response = await payment(key, await cardIdentifier(key, testCards.declined));
    expect(response.json()).toMatchObject({ status: 'NotAuthed', statusCode: '2000' });
  });

  it('rejects a card number that fails the Luhn check and an expired card, naming the fields', async () => {
    const key = await sessionKey();
    const response = await t.app.inject({
      method: 'POST',
      url: `${api}/card-identifiers`,
      headers: { authorization: `Bearer ${key}` },
      payload: {
        cardDetails: {
          cardholderName: 'Alex',
          cardNumber: '4929000000007',
          expiryDate: '0120',
          securityCode: '123',
        },
      },
    });
    expect(response.statusCode).toBe(422);
    const properties = response
      .json<{ errors: { property: string }[] }>()
      .errors.map((error) => error.property);
    expect(properties).toEqual(['cardDetails.cardNumber', 'cardDetails.expiryDate']);
  });

  it('lets a session key create at most three card identifiers', async () => {
    const key = await sessionKey();
    for (let attempt = 0; attempt < 3; attempt++) await cardIdentifier(key, testCards.frictionless);
    const fourth = await t.app.inject({
      method: 'POST',
      url: `${api}/card-identifiers`,
      headers: { authorization: `Bearer ${key}` },
      payload: {
        cardDetails: {
          cardholderName: 'A',
          cardNumber: testCards.frictionless,
          expiryDate: '1230',
        },
      },
    });
    expect(fourth.statusCode).toBe(401);
  });

  it('refuses a second transaction with the same vendorTxCode', async () => {
    const key = await sessionKey();
    const identifier = await cardIdentifier(key, testCards.frictionless);
    const first = await payment(key, identifier, { vendorTxCode: 'lido-duplicate' });
    expect(first.statusCode).toBe(201);
    const second = await payment(key, identifier, { vendorTxCode: 'lido-duplicate' });
    expect(second.statusCode).toBe(422);
  });

  it('challenges the 3-D Secure test card, then authorises it when the customer approves', async () => {
    const key = await sessionKey();
    const started = await payment(key, await cardIdentifier(key, testCards.challenge));
    expect(started.statusCode).toBe(202);
    const challenge = started.json<{
      status: string;
      acsUrl: string;
      cReq: string;
      transactionId: string;
    }>();
    expect(challenge.status).toBe('3DAuth');

    const page = await t.app.inject({
      method: 'POST',
      url: new URL(challenge.acsUrl).pathname,
      payload: `creq=${encodeURIComponent(challenge.cReq)}&threeDSSessionData=basket-42`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Approve');
    expect(page.body).toContain('action="http://localhost:3000/api/checkout/3ds-notification"');
    const approve = /name="cres" value="([^"]+)"/.exec(page.body)?.[1];
    expect(approve).toBeTruthy();

    const completed = await t.app.inject({
      method: 'POST',
      url: `${api}/transactions/${challenge.transactionId}/3d-secure-challenge`,
      headers: { authorization: basic },
      payload: { cRes: approve, threeDSSessionData: 'basket-42' },
    });
    expect(completed.json()).toMatchObject({
      status: 'Ok',
      '3DSecure': { status: 'Authenticated' },
    });
  });

  it('declines the 3-D Secure test card when the customer declines the challenge', async () => {
    const key = await sessionKey();
    const challenge = (await payment(key, await cardIdentifier(key, testCards.challenge))).json<{
      cReq: string;
      acsUrl: string;
      transactionId: string;
    }>();
    const page = await t.app.inject({
      method: 'POST',
      url: new URL(challenge.acsUrl).pathname,
      payload: `creq=${encodeURIComponent(challenge.cReq)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const decline = [...page.body.matchAll(/name="cres" value="([^"]+)"/g)][1]?.[1];
    const completed = await t.app.inject({
      method: 'POST',
      url: `${api}/transactions/${challenge.transactionId}/3d-secure-challenge`,
      headers: { authorization: basic },
      payload: { cRes: decline },
    });
    expect(completed.json()).toMatchObject({
      status: 'NotAuthed',
      '3DSecure': { status: 'NotAuthenticated' },
    });
  });

  it('refuses a forged challenge result', async () => {
    const key = await sessionKey();
    const challenge = (await payment(key, await cardIdentifier(key, testCards.challenge))).json<{
      transactionId: string;
    }>();
    const forged = `${Buffer.from(JSON.stringify({ threeDSServerTransID: challenge.transactionId, transStatus: 'Y' })).toString('base64url')}.forged`;
    const completed = await t.app.inject({
      method: 'POST',
      url: `${api}/transactions/${challenge.transactionId}/3d-secure-challenge`,
      headers: { authorization: basic },
      payload: { cRes: forged },
    });
    expect(completed.statusCode).toBe(422);
  });

  it('refunds an authorised payment up to its amount, and no further', async () => {
    const key = await sessionKey();
    const paid = (await payment(key, await cardIdentifier(key, testCards.frictionless))).json<{
      transactionId: string;
    }>();
    const refund = (amount: number, code: string) =>
      t.app.inject({
        method: 'POST',
        url: `${api}/transactions`,
        headers: { authorization: basic },
        payload: {
          transactionType: 'Refund',
          referenceTransactionId: paid.transactionId,
          vendorTxCode: code,
          amount,
          description: 'Cancelled booking',
        },
      });
    expect((await refund(1000, 'refund-1')).json()).toMatchObject({
      status: 'Ok',
      transactionType: 'Refund',
    });
    expect((await refund(500, 'refund-2')).statusCode).toBe(422);
    expect((await refund(285, 'refund-3')).statusCode).toBe(201);
  });

  it('reuses a saved card once a payment with save has been authorised', async () => {
    const key = await sessionKey();
    const identifier = await cardIdentifier(key, testCards.frictionless);
    const saved = await payment(key, identifier, {
      paymentMethod: { card: { merchantSessionKey: key, cardIdentifier: identifier, save: true } },
    });
    expect(saved.json()).toMatchObject({ paymentMethod: { card: { reusable: true } } });
    const laterKey = await sessionKey();
    const again = await payment(laterKey, identifier, {
      paymentMethod: {
        card: { merchantSessionKey: laterKey, cardIdentifier: identifier, reusable: true },
      },
    });
    expect(again.json()).toMatchObject({ status: 'Ok' });
  });
});
