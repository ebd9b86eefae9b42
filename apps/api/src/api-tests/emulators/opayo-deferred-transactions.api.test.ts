import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { readOpayoSandboxLedger } from '@lido/emulators/opayo';
import { sandboxClient } from '@lido/emulators/opayo/testing';
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

interface Answer {
  transactionId: string;
  acsUrl: string;
  cReq: string;
}

const ledgerOf = async (transactionId: string) =>
  (await readOpayoSandboxLedger(t.db)).find((entry) => entry.transactionId === transactionId);

describe('Deferred transactions in the Opayo emulator', () => {
  it('holds a Deferred transaction on the card without capturing anything', async () => {
    const created = await opayo.cardTransaction('Deferred', testCards.frictionless);
    expect(created.statusCode).toBe(201);
    const { transactionId } = created.json<Answer>();
    expect(created.json()).toMatchObject({
      transactionType: 'Deferred',
      status: 'Ok',
      statusCode: '0000',
      amount: { totalAmount: 1285 },
    });

    const fetched = await opayo.get(`/transactions/${transactionId}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toMatchObject({
      transactionId,
      transactionType: 'Deferred',
      status: 'Ok',
      amount: { totalAmount: 1285 },
      currency: 'GBP',
    });
    const instructions = await opayo.get(`/transactions/${transactionId}/instructions`);
    expect(instructions.statusCode).toBe(404);
    expect(instructions.json()).toEqual({
      code: 1019,
      description: 'Transaction instructions not found',
    });
    expect(await ledgerOf(transactionId)).toMatchObject({
      state: 'deferred',
      amountPence: 1285,
      capturedPence: 0,
    });
  });

  it('challenges a Deferred transaction with the 3-D Secure card and leaves it deferred once approved', async () => {
    const started = await opayo.cardTransaction('Deferred', testCards.challenge);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: '3DAuth', statusCode: '2021' });
    const challenge = started.json<Answer>();
    expect(await ledgerOf(challenge.transactionId)).toMatchObject({ state: 'challenge' });

    const completed = await opayo.post(
      `/transactions/${challenge.transactionId}/3d-secure-challenge`,
      { cRes: await opayo.answerChallenge(challenge, 'approve') },
    );
    expect(completed.statusCode).toBe(201);
    expect(completed.json()).toMatchObject({
      transactionType: 'Deferred',
      status: 'Ok',
      '3DSecure': { status: 'Authenticated' },
    });
    expect(await ledgerOf(challenge.transactionId)).toMatchObject({
      state: 'deferred',
      capturedPence: 0,
    });
    const released = await opayo.instruct(challenge.transactionId, {
      instructionType: 'release',
      amount: 1285,
    });
    expect(released.statusCode).toBe(201);
  });

  it('times a challenge out when its answer comes more than 20 minutes later, and it cannot be released', async () => {
    const challenge = (await opayo.cardTransaction('Deferred', testCards.challenge)).json<Answer>();
    const cRes = await opayo.answerChallenge(challenge, 'approve');
    const startedAt = t.clock.now();
    t.clock.advance(21 * 60_000);
    try {
      const completed = await opayo.post(
        `/transactions/${challenge.transactionId}/3d-secure-challenge`,
        { cRes },
      );
      expect(completed.json()).toMatchObject({
        status: 'NotAuthed',
        statusCode: '2002',
        '3DSecure': { status: 'Incomplete' },
      });
      const release = await opayo.instruct(challenge.transactionId, {
        instructionType: 'release',
        amount: 1285,
      });
      expect(release.statusCode).toBe(403);
      expect(release.json()).toEqual({
        code: 1014,
        description: 'Transaction status not applicable',
      });
    } finally {
      t.clock.set(startedAt);
    }
  });

  it('refuses a second transaction with the same vendorTxCode, even when both arrive at once', async () => {
    const attempt = () =>
      opayo.cardTransaction('Deferred', testCards.frictionless, { vendorTxCode: 'lido-twice' });
    const answers = await Promise.all([attempt(), attempt()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused?.json()).toEqual({
      errors: [
        {
          code: 4042,
          description: 'The VendorTxCode has been used before for another transaction.',
          property: 'vendorTxCode',
        },
      ],
    });
    const again = await attempt();
    expect(again.statusCode).toBe(422);
    const ledger = await readOpayoSandboxLedger(t.db, { vendorTxCodes: ['lido-twice'] });
    expect(ledger).toHaveLength(1);
  });

  it('answers GET of an unknown transaction with 404 1012, and refuses it without credentials', async () => {
    const unknown = await opayo.get('/transactions/NO-SUCH-TRANSACTION');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 1012, description: 'Transaction not found' });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/sandbox/opayo/api/v1/transactions/NO-SUCH-TRANSACTION',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
