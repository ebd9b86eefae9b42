import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { OPAYO_SANDBOX_CREDENTIALS } from '@lido/emulators/opayo';
import { sandboxApi, sandboxClient } from '@lido/emulators/opayo/testing';
import { testCards } from '@lido/emulators/opayo';

let t: TestApp;
let opayo: ReturnType<typeof sandboxClient>;

beforeAll(async () => {
  t = await createTestApp();
  opayo = sandboxClient(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('the Opayo emulator', () => {
  it('refuses a merchant session key without credentials (1001) or with wrong ones (1002)', async () => {
    const request = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `${sandboxApi}/merchant-session-keys`,
        headers,
        payload: { vendorName: OPAYO_SANDBOX_CREDENTIALS.vendorName },
      });
    const missing = await request({});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      code: 1001,
      description: 'Authentication values are missing',
    });
    const wrong = await request({ authorization: 'Basic bm9ib2R5Om5vdGhpbmc=' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 1002, description: 'Authentication failed' });
    // As many characters as the right header, but more bytes: refused, not a failure.
    const { integrationKey, integrationPassword } = OPAYO_SANDBOX_CREDENTIALS;
    const rightLength = `Basic ${btoa(`${integrationKey}:${integrationPassword}`)}`.length;
    const accented = await request({ authorization: 'é'.repeat(rightLength) });
    expect(accented.statusCode).toBe(401);
  });

  it('authorises and captures a Payment with the frictionless test card at once', async () => {
    const response = await opayo.cardTransaction('Payment', testCards.frictionless);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'Ok',
      statusCode: '0000',
      transactionType: 'Payment',
      amount: { totalAmount: 1285 },
      paymentMethod: { card: { lastFourDigits: '0006', cardType: 'Visa' } },
      '3DSecure': { status: 'Authenticated' },
    });
  });

  it('declines the declined test card with NotAuthed', async () => {
    const response = await opayo.cardTransaction('Payment', testCards.declined);
    expect(response.json()).toMatchObject({ status: 'NotAuthed', statusCode: '2000' });
  });

  it('rejects a card number that fails the Luhn check and an expired card, naming the fields', async () => {
    const key = await opayo.sessionKey();
    const response = await opayo.post(
      '/card-identifiers',
      {
        cardDetails: {
          cardholderName: 'Alex',
          cardNumber: '4929000000007',
          expiryDate: '0120',
          securityCode: '123',
        },
      },
      `Bearer ${key}`,
    );
    expect(response.statusCode).toBe(422);
    const properties = response
      .json<{ errors: { property: string }[] }>()
      .errors.map((error) => error.property);
    expect(properties).toEqual(['cardDetails.cardNumber', 'cardDetails.expiryDate']);
  });

  it('lets a session key create at most three card identifiers', async () => {
    const key = await opayo.sessionKey();
    for (let attempt = 0; attempt < 3; attempt++) {
      await opayo.cardIdentifier(key, testCards.frictionless);
    }
    const fourth = await opayo.post(
      '/card-identifiers',
      {
        cardDetails: {
          cardholderName: 'A',
          cardNumber: testCards.frictionless,
          expiryDate: '1230',
        },
      },
      `Bearer ${key}`,
    );
    expect(fourth.statusCode).toBe(401);
  });

  it('challenges the 3-D Secure test card, then authorises it when the customer approves', async () => {
    const started = await opayo.cardTransaction('Payment', testCards.challenge);
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

    const completed = await opayo.post(
      `/transactions/${challenge.transactionId}/3d-secure-challenge`,
      { cRes: await opayo.answerChallenge(challenge, 'approve'), threeDSSessionData: 'basket-42' },
    );
    expect(completed.json()).toMatchObject({
      status: 'Ok',
      '3DSecure': { status: 'Authenticated' },
    });
  });

  it('declines the 3-D Secure test card when the customer declines the challenge', async () => {
    const challenge = (await opayo.cardTransaction('Payment', testCards.challenge)).json<{
      cReq: string;
      acsUrl: string;
      transactionId: string;
    }>();
    const completed = await opayo.post(
      `/transactions/${challenge.transactionId}/3d-secure-challenge`,
      { cRes: await opayo.answerChallenge(challenge, 'decline') },
    );
    expect(completed.json()).toMatchObject({
      status: 'NotAuthed',
      '3DSecure': { status: 'NotAuthenticated' },
    });
  });

  it('refuses a forged challenge result', async () => {
    const challenge = (await opayo.cardTransaction('Payment', testCards.challenge)).json<{
      transactionId: string;
    }>();
    const forged = `${Buffer.from(JSON.stringify({ threeDSServerTransID: challenge.transactionId, transStatus: 'Y' })).toString('base64url')}.forged`;
    const completed = await opayo.post(
      `/transactions/${challenge.transactionId}/3d-secure-challenge`,
      { cRes: forged },
    );
    expect(completed.statusCode).toBe(422);
    expect(completed.json()).toMatchObject({ errors: [{ code: 1009, property: 'cRes' }] });
  });

  it('refunds a captured Payment up to its amount, refusing more with 403 1018', async () => {
    const paid = (await opayo.cardTransaction('Payment', testCards.frictionless)).json<{
      transactionId: string;
    }>();
    const first = await opayo.refund(paid.transactionId, 1000, 'refund-1');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'Ok', transactionType: 'Refund' });
    const tooMuch = await opayo.refund(paid.transactionId, 500, 'refund-2');
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json()).toEqual({
      code: 1018,
      description: 'This refund amount will exceed the amount of the original transaction',
    });
    expect((await opayo.refund(paid.transactionId, 285, 'refund-3')).statusCode).toBe(201);
  });

  it('reuses a saved card once a payment with save has been authorised', async () => {
    const key = await opayo.sessionKey();
    const identifier = await opayo.cardIdentifier(key, testCards.frictionless);
    const saved = await opayo.cardTransaction('Payment', testCards.frictionless, {
      paymentMethod: { card: { merchantSessionKey: key, cardIdentifier: identifier, save: true } },
    });
    expect(saved.json()).toMatchObject({ paymentMethod: { card: { reusable: true } } });
    const laterKey = await opayo.sessionKey();
    const again = await opayo.cardTransaction('Payment', testCards.frictionless, {
      paymentMethod: {
        card: { merchantSessionKey: laterKey, cardIdentifier: identifier, reusable: true },
      },
    });
    expect(again.json()).toMatchObject({ status: 'Ok' });
    // Without a session key a saved card is still paid with, no security code checked; a
    // one-use identifier never is.
    const keyless = await opayo.cardTransaction('Payment', testCards.frictionless, {
      paymentMethod: { card: { cardIdentifier: identifier, reusable: true } },
    });
    expect(keyless.json()).toMatchObject({
      status: 'Ok',
      avsCvcCheck: { status: 'NotChecked', securityCode: 'NotProvided' },
    });
    const oneUse = await opayo.cardTransaction('Payment', testCards.frictionless, {
      paymentMethod: { card: { cardIdentifier: identifier } },
    });
    expect(oneUse.statusCode).toBe(422);
    expect(oneUse.json()).toMatchObject({
      errors: [{ code: 1009, property: 'paymentMethod.card.merchantSessionKey' }],
    });
  });
});
