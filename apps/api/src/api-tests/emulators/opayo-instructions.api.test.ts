import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { readOpayoSandboxLedger } from '@lido/emulators/opayo';
import { freshVendorTxCode, sandboxClient } from '@lido/emulators/opayo/testing';
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

const NOT_ALLOWED = { code: 1017, description: 'Operation not allowed for this transaction' };

async function deferred(cardNumber: string = testCards.frictionless): Promise<string> {
  const answer = await opayo.cardTransaction('Deferred', cardNumber);
  return answer.json<{ transactionId: string }>().transactionId;
}

const ledgerOf = async (transactionId: string) =>
  (await readOpayoSandboxLedger(t.db)).find((entry) => entry.transactionId === transactionId);

describe('instructions on a transaction in the Opayo emulator', () => {
  it('releases a Deferred transaction once, for at most the deferred amount', async () => {
    const transactionId = await deferred();
    const tooMuch = await opayo.instruct(transactionId, {
      instructionType: 'release',
      amount: 1286,
    });
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json()).toEqual({
      code: 1021,
      description: 'This release amount will exceed the amount of the original transaction',
    });

    const released = await opayo.instruct(transactionId, {
      instructionType: 'release',
      amount: 1000,
    });
    expect(released.statusCode).toBe(201);
    expect(released.json()).toEqual({
      instructionType: 'release',
      date: t.clock.now().toISOString(),
    });
    const listed = await opayo.get(`/transactions/${transactionId}/instructions`);
    expect(listed.json()).toEqual({
      instructions: [{ instructionType: 'release', date: t.clock.now().toISOString() }],
    });

    const twice = await opayo.instruct(transactionId, { instructionType: 'release', amount: 1000 });
    expect(twice.statusCode).toBe(403);
    expect(twice.json()).toEqual(NOT_ALLOWED);
    expect((await opayo.instruct(transactionId, { instructionType: 'abort' })).json()).toEqual(
      NOT_ALLOWED,
    );
    expect(await ledgerOf(transactionId)).toMatchObject({ state: 'released', capturedPence: 1000 });
  });

  it('aborts a Deferred transaction so nothing is captured, and refuses a release or refund after it', async () => {
    const transactionId = await deferred();
    const aborted = await opayo.instruct(transactionId, { instructionType: 'abort' });
    expect(aborted.statusCode).toBe(201);
    expect(aborted.json()).toMatchObject({ instructionType: 'abort' });
    const release = await opayo.instruct(transactionId, {
      instructionType: 'release',
      amount: 1285,
    });
    expect(release.statusCode).toBe(403);
    expect(release.json()).toEqual(NOT_ALLOWED);
    const refund = await opayo.refund(transactionId, 100, freshVendorTxCode('refund'));
    expect(refund.statusCode).toBe(403);
    expect(refund.json()).toEqual(NOT_ALLOWED);
    expect(await ledgerOf(transactionId)).toMatchObject({ state: 'aborted', capturedPence: 0 });
  });

  it('lets only one of a release and an abort racing on one transaction through', async () => {
    const transactionId = await deferred();
    const answers = await Promise.all([
      opayo.instruct(transactionId, { instructionType: 'release', amount: 1285 }),
      opayo.instruct(transactionId, { instructionType: 'abort' }),
      opayo.instruct(transactionId, { instructionType: 'release', amount: 1285 }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(2);
  });

  it('refuses release and abort of a Payment (1013), a declined or challenged Deferred (1014) and an unknown transaction (404 1012)', async () => {
    const payment = (await opayo.cardTransaction('Payment', testCards.frictionless)).json<{
      transactionId: string;
    }>().transactionId;
    expect((await opayo.instruct(payment, { instructionType: 'abort' })).json()).toEqual({
      code: 1013,
      description: 'Transaction type not supported',
    });
    for (const card of [testCards.declined, testCards.challenge]) {
      const transactionId = await deferred(card);
      const answer = await opayo.instruct(transactionId, { instructionType: 'abort' });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        code: 1014,
        description: 'Transaction status not applicable',
      });
    }
    const unknown = await opayo.instruct('NO-SUCH-TRANSACTION', { instructionType: 'abort' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 1012, description: 'Transaction not found' });
    const cancel = await opayo.instruct(payment, { instructionType: 'cancel' });
    expect(cancel.json()).toMatchObject({ code: 1013 });
  });

  it('answers a missing or invalid instruction type or amount with 422 errors naming the property', async () => {
    const transactionId = await deferred();
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 1003, 'instructionType'],
      [{ instructionType: 'capture' }, 1009, 'instructionType'],
      [{ instructionType: 'release' }, 1003, 'amount'],
      [{ instructionType: 'release', amount: 10.5 }, 1016, 'amount'],
      [{ instructionType: 'release', amount: '1285' }, 1016, 'amount'],
      [{ instructionType: 'release', amount: 0 }, 1009, 'amount'],
    ];
    for (const [body, code, property] of cases) {
      const answer = await opayo.instruct(transactionId, body);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ errors: [{ code, property }] });
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/opayo/api/v1/transactions/${transactionId}/instructions`,
      payload: { instructionType: 'abort' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await ledgerOf(transactionId)).toMatchObject({ state: 'deferred' });
  });

  it('refunds a released Deferred transaction up to the amount released, never one not released', async () => {
    const transactionId = await deferred();
    expect((await opayo.refund(transactionId, 100, freshVendorTxCode('refund'))).json()).toEqual(
      NOT_ALLOWED,
    );
    await opayo.instruct(transactionId, { instructionType: 'release', amount: 1000 });
    const tooMuch = await opayo.refund(transactionId, 1001, freshVendorTxCode('refund'));
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json()).toMatchObject({ code: 1018 });
    const refunded = await opayo.refund(transactionId, 1000, freshVendorTxCode('refund'));
    expect(refunded.statusCode).toBe(201);
    expect(refunded.json()).toMatchObject({ transactionType: 'Refund', status: 'Ok' });
    expect(await ledgerOf(transactionId)).toMatchObject({
      state: 'released',
      capturedPence: 1000,
      refundedPence: 1000,
    });
  });

  it('voids a Payment taken today, refuses to refund it after, and refuses to void one from an earlier day', async () => {
    const today = (await opayo.cardTransaction('Payment', testCards.frictionless)).json<{
      transactionId: string;
    }>().transactionId;
    expect((await opayo.instruct(today, { instructionType: 'void' })).statusCode).toBe(201);
    expect((await opayo.refund(today, 100, freshVendorTxCode('refund'))).json()).toEqual(
      NOT_ALLOWED,
    );
    expect(await ledgerOf(today)).toMatchObject({ state: 'voided', capturedPence: 0 });

    const yesterday = (await opayo.cardTransaction('Payment', testCards.frictionless)).json<{
      transactionId: string;
    }>().transactionId;
    const startedAt = t.clock.now();
    t.clock.advance(24 * 60 * 60_000);
    try {
      expect((await opayo.instruct(yesterday, { instructionType: 'void' })).json()).toEqual(
        NOT_ALLOWED,
      );
    } finally {
      t.clock.set(startedAt);
    }
  });
});
