import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../../platform/errors/domain-error';
import { inProcessFetch } from '@lido/emulators/opayo';
import { OPAYO_SANDBOX_CREDENTIALS } from '@lido/emulators/opayo';
import { readOpayoSandboxLedger } from '@lido/emulators/opayo';
import { freshVendorTxCode, sandboxApi, sandboxClient } from '@lido/emulators/opayo/testing';
import { testCards } from '@lido/emulators/opayo';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { deferredTransactionBody } from './opayo-authorisation';
import { createOpayoProvider } from './opayo-provider';
import type { AuthoriseRequest, PaymentProvider } from './payment-provider';

let t: TestApp;
let opayo: PaymentProvider;
let browser: ReturnType<typeof sandboxClient>;

const providerWith = (fetch: typeof globalThis.fetch) =>
  createOpayoProvider({
    ...OPAYO_SANDBOX_CREDENTIALS,
    baseUrl: `http://lido.internal${sandboxApi}`,
    browserUrl: sandboxApi,
    mode: 'sandbox',
    fetch,
  });

beforeAll(async () => {
  t = await createTestApp();
  opayo = providerWith(inProcessFetch(t.app));
  browser = sandboxClient(t.app);
});
afterAll(async () => {
  await t.close();
});

/** What checkout does: a session key from Lido, a card identifier from the browser, then authorise. */
async function authorise(
  cardNumber: string,
  reference = freshVendorTxCode('attempt'),
  overrides: Partial<AuthoriseRequest> = {},
) {
  const sessionKey = overrides.sessionKey ?? (await opayo.createSessionKey()).sessionKey;
  const request: AuthoriseRequest = {
    reference,
    amountPence: 1285,
    currency: 'GBP',
    description: 'Badminton 60min',
    sessionKey,
    cardIdentifier:
      overrides.cardIdentifier ?? (await browser.cardIdentifier(sessionKey, cardNumber)),
    saveCard: false,
    isSavedCard: false,
    customer: { firstName: 'Alex', lastName: 'Morgan' },
    billingAddress: {
      address1: '14 Belsize Road',
      city: 'London',
      postalCode: 'NW6 4BT',
      country: 'GB',
    },
    notificationUrl: 'http://localhost:3000/api/checkout/3ds-notification',
    browser: {
      colourDepth: 24,
      javaEnabled: false,
      javascriptEnabled: true,
      language: 'en-GB',
      screenHeight: 1080,
      screenWidth: 1920,
      timezoneOffset: 0,
      ip: '203.0.113.7',
      acceptHeader: 'text/html',
      userAgent: 'Vitest',
    },
    ...overrides,
  };
  return { reference, request, outcome: await opayo.authorise(request) };
}

async function authorised(): Promise<string> {
  const { outcome } = await authorise(testCards.frictionless);
  if (outcome.kind !== 'authorised') throw new Error(`expected authorised, got ${outcome.kind}`);
  return outcome.transactionId;
}

const ledgerOf = async (transactionId: string) =>
  (await readOpayoSandboxLedger(t.db)).find((entry) => entry.transactionId === transactionId);

describe('the Opayo provider against the emulator', () => {
  it('authorises as a Deferred transaction that takes nothing until released, then shows it released', async () => {
    const transactionId = await authorised();
    expect(await opayo.getTransaction(transactionId)).toEqual({
      kind: 'found',
      transactionId,
      transactionType: 'Deferred',
      status: 'deferred',
      amountPence: 1285,
    });
    expect(await ledgerOf(transactionId)).toMatchObject({ state: 'deferred', capturedPence: 0 });

    expect(await opayo.release({ transactionId, amountPence: 1285 })).toEqual({ kind: 'done' });
    expect(await opayo.getTransaction(transactionId)).toMatchObject({
      kind: 'found',
      status: 'released',
    });
    expect(await ledgerOf(transactionId)).toMatchObject({ state: 'released', capturedPence: 1285 });
  });

  it('aborts a Deferred transaction, after which a release is refused as aborted', async () => {
    const transactionId = await authorised();
    expect(await opayo.abort(transactionId)).toEqual({ kind: 'done' });
    expect(await opayo.release({ transactionId, amountPence: 1285 })).toEqual({
      kind: 'refused',
      status: 'aborted',
      message: 'Operation not allowed for this transaction',
    });
    expect(await opayo.abort(transactionId)).toEqual({ kind: 'already' });
    expect(await ledgerOf(transactionId)).toMatchObject({ state: 'aborted', capturedPence: 0 });
  });

  it('answers a second release as already, so retrying after a crash takes the money once', async () => {
    const transactionId = await authorised();
    expect(await opayo.release({ transactionId, amountPence: 1285 })).toEqual({ kind: 'done' });
    expect(await opayo.release({ transactionId, amountPence: 1285 })).toEqual({ kind: 'already' });
    expect(await opayo.abort(transactionId)).toMatchObject({ kind: 'refused', status: 'released' });
    expect(await ledgerOf(transactionId)).toMatchObject({ capturedPence: 1285 });
  });

  it('completes a 3-D Secure challenge for a Deferred transaction, which stays deferred', async () => {
    const { outcome } = await authorise(testCards.challenge);
    if (outcome.kind !== 'challenge') throw new Error(`expected a challenge, got ${outcome.kind}`);
    expect(await opayo.getTransaction(outcome.transactionId)).toMatchObject({
      status: 'challenge',
    });
    const cRes = await browser.answerChallenge(outcome, 'approve');
    expect(await opayo.completeChallenge(outcome.transactionId, cRes, 'basket-42')).toMatchObject({
      kind: 'authorised',
      transactionId: outcome.transactionId,
    });
    expect(await opayo.getTransaction(outcome.transactionId)).toMatchObject({
      status: 'deferred',
      transactionType: 'Deferred',
    });
  });

  it('refunds a released transaction once per reference, and refuses to refund one never released', async () => {
    const unreleased = await authorised();
    const refundOf = (transactionId: string, reference: string) =>
      opayo.refund({ reference, transactionId, amountPence: 1285, description: 'Cancelled' });
    expect(await refundOf(unreleased, freshVendorTxCode('refund'))).toEqual({
      kind: 'refused',
      message: 'Operation not allowed for this transaction',
    });

    const released = await authorised();
    await opayo.release({ transactionId: released, amountPence: 1285 });
    const reference = freshVendorTxCode('refund');
    const refunded = await refundOf(released, reference);
    expect(refunded).toMatchObject({ kind: 'done' });
    expect(await refundOf(released, reference)).toEqual({ kind: 'already' });
    if (refunded.kind !== 'done') return;
    expect(await opayo.getTransaction(refunded.transactionId)).toMatchObject({
      status: 'refunded',
      transactionType: 'Refund',
      amountPence: 1285,
    });
    expect(await ledgerOf(released)).toMatchObject({ capturedPence: 1285, refundedPence: 1285 });
  });

  it('answers a repeated reference as duplicate and never makes a second transaction', async () => {
    const { reference, outcome } = await authorise(testCards.frictionless);
    expect(outcome.kind).toBe('authorised');
    const again = await authorise(testCards.frictionless, reference);
    expect(again.outcome.kind).toBe('duplicate');
    expect(await readOpayoSandboxLedger(t.db, { vendorTxCodes: [reference] })).toHaveLength(1);
  });

  it('shows a declined card as declined and an unknown transaction as not found', async () => {
    const { outcome } = await authorise(testCards.declined);
    if (outcome.kind !== 'declined' || !outcome.transactionId) throw new Error('expected declined');
    expect(await opayo.getTransaction(outcome.transactionId)).toMatchObject({
      status: 'declined',
    });
    expect(await opayo.getTransaction('NO-SUCH-TRANSACTION')).toEqual({ kind: 'not-found' });
    expect(await opayo.abort('NO-SUCH-TRANSACTION')).toMatchObject({
      kind: 'refused',
      status: null,
    });
  });

  it('tells Opayo unreachable or failing (retry later) apart from a refusal', async () => {
    const transactionId = await authorised();
    const unreachable = providerWith(() => Promise.reject(new TypeError('fetch failed')));
    const failing = providerWith(async () => new Response('{"code":9999}', { status: 500 }));
    for (const provider of [unreachable, failing]) {
      expect(await provider.release({ transactionId, amountPence: 1285 })).toMatchObject({
        kind: 'unavailable',
      });
      expect(await provider.abort(transactionId)).toMatchObject({ kind: 'unavailable' });
      expect(await provider.getTransaction(transactionId)).toMatchObject({ kind: 'unavailable' });
      const refund = { reference: 'r', transactionId, amountPence: 1, description: 'x' };
      expect(await provider.refund(refund)).toMatchObject({ kind: 'unavailable' });
      await expect(provider.createSessionKey()).rejects.toBeInstanceOf(DomainError);
    }
    expect(await ledgerOf(transactionId)).toMatchObject({ state: 'deferred' });
  });
});

describe('saved cards at Opayo', () => {
  const securityCodeCheckOf = async (transactionId: string) =>
    (await browser.get(`/transactions/${transactionId}`)).json<{
      avsCvcCheck?: { securityCode: string };
    }>().avsCvcCheck?.securityCode;

  it('asks Opayo to save a card, then pays with it reusable under a fresh key, its code linked once', async () => {
    const first = await authorise(testCards.frictionless, undefined, { saveCard: true });
    expect(deferredTransactionBody(first.request)).toMatchObject({
      paymentMethod: { card: { save: true } },
      credentialType: { cofUsage: 'First', initiatedType: 'CIT' },
    });
    if (first.outcome.kind !== 'authorised') throw new Error('expected authorised');
    expect(first.outcome.card).toMatchObject({ reusable: true, lastFourDigits: '0006' });
    const saved = first.outcome.card?.cardIdentifier ?? '';

    const { sessionKey } = await opayo.createSessionKey();
    const linked = await browser.post(
      `/card-identifiers/${saved}/security-code`,
      { securityCode: '123' },
      `Bearer ${sessionKey}`,
    );
    expect(linked.statusCode).toBe(204);
    const reuse = { sessionKey, cardIdentifier: saved, isSavedCard: true };
    const again = await authorise(testCards.frictionless, undefined, reuse);
    expect(deferredTransactionBody(again.request).paymentMethod.card).toEqual({
      merchantSessionKey: sessionKey,
      cardIdentifier: saved,
      reusable: true,
    });
    if (again.outcome.kind !== 'authorised') throw new Error('expected authorised');
    expect(again.outcome.card).toMatchObject({ cardIdentifier: saved, reusable: true });
    expect(await securityCodeCheckOf(again.outcome.transactionId)).toBe('Matched');

    // Opayo keeps no security code: the link served one transaction.
    const third = await authorise(testCards.frictionless, undefined, reuse);
    if (third.outcome.kind !== 'authorised') throw new Error('expected authorised');
    expect(await securityCodeCheckOf(third.outcome.transactionId)).toBe('NotProvided');
  });

  it('reads the card from the transaction when a challenge answer leaves it out', async () => {
    const asked: string[] = [];
    const opayoAnswering: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(`${init?.method ?? 'GET'} ${url.pathname.replace(sandboxApi, '')}`);
      if (url.pathname.endsWith('/3d-secure-challenge')) {
        return Response.json({ transactionId: 'T-1', status: 'Ok' }, { status: 201 });
      }
      const card = { cardType: 'Visa', lastFourDigits: '0006', expiry: '1230', reusable: true };
      return Response.json({
        transactionId: 'T-1',
        status: 'Ok',
        paymentMethod: { card: { ...card, cardIdentifier: 'C-1' } },
      });
    };
    expect(await providerWith(opayoAnswering).completeChallenge('T-1', 'cres', 'b')).toEqual({
      kind: 'authorised',
      transactionId: 'T-1',
      card: {
        cardType: 'Visa',
        lastFourDigits: '0006',
        expiryDate: '1230',
        cardIdentifier: 'C-1',
        reusable: true,
      },
    });
    expect(asked).toEqual(['POST /transactions/T-1/3d-secure-challenge', 'GET /transactions/T-1']);
  });
});
