import type { FastifyInstance } from 'fastify';
import { OPAYO_SANDBOX_CREDENTIALS } from './opayo-sandbox.routes';
import { OPAYO_SANDBOX_API } from './sandbox-context';

/**
 * Tests' way to the emulator, speaking Opayo's requests as Lido and the customer's browser do.
 * For tests only.
 */
export const sandboxApi = OPAYO_SANDBOX_API;
const credentials = OPAYO_SANDBOX_CREDENTIALS;
export const basicAuth = `Basic ${Buffer.from(`${credentials.integrationKey}:${credentials.integrationPassword}`).toString('base64')}`;

let vendorTxCounter = 0;
/** A vendorTxCode no other test run uses. */
export const freshVendorTxCode = (prefix = 'lido-test') =>
  `${prefix}-${process.pid}-${++vendorTxCounter}`;

export function sandboxClient(app: FastifyInstance) {
  const post = (path: string, payload: unknown, authorization = basicAuth) =>
    app.inject({
      method: 'POST',
      url: `${sandboxApi}${path}`,
      headers: { authorization },
      payload: payload as object,
    });
  const get = (path: string, authorization = basicAuth) =>
    app.inject({ method: 'GET', url: `${sandboxApi}${path}`, headers: { authorization } });

  async function sessionKey(): Promise<string> {
    const response = await post('/merchant-session-keys', { vendorName: credentials.vendorName });
    return response.json<{ merchantSessionKey: string }>().merchantSessionKey;
  }

  /** What the customer's browser does with the card form. */
  async function cardIdentifier(merchantSessionKey: string, cardNumber: string): Promise<string> {
    const response = await post(
      '/card-identifiers',
      {
        cardDetails: {
          cardholderName: 'Alex Morgan',
          cardNumber,
          expiryDate: '1230',
          securityCode: '123',
        },
      },
      `Bearer ${merchantSessionKey}`,
    );
    return response.json<{ cardIdentifier: string }>().cardIdentifier;
  }

  /** A Payment or Deferred transaction for a fresh card of the given number. */
  async function cardTransaction(
    transactionType: 'Payment' | 'Deferred',
    cardNumber: string,
    extra: Record<string, unknown> = {},
  ) {
    const key = await sessionKey();
    const identifier = await cardIdentifier(key, cardNumber);
    return post('/transactions', {
      transactionType,
      paymentMethod: { card: { merchantSessionKey: key, cardIdentifier: identifier } },
      vendorTxCode: freshVendorTxCode(),
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
    });
  }

  /** The issuer's challenge page for a 3DAuth answer, then the customer's choice, as a cRes. */
  async function answerChallenge(
    challenge: { acsUrl: string; cReq: string },
    choice: 'approve' | 'decline',
  ): Promise<string> {
    const page = await app.inject({
      method: 'POST',
      url: new URL(challenge.acsUrl).pathname,
      payload: `creq=${encodeURIComponent(challenge.cReq)}&threeDSSessionData=basket-42`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const answers = [...page.body.matchAll(/name="cres" value="([^"]+)"/g)].map((m) => m[1]);
    return (choice === 'approve' ? answers[0] : answers[1]) ?? '';
  }

  const refund = (referenceTransactionId: string, amount: number, vendorTxCode: string) =>
    post('/transactions', {
      transactionType: 'Refund',
      referenceTransactionId,
      vendorTxCode,
      amount,
      description: 'Cancelled booking',
    });

  const instruct = (transactionId: string, instruction: Record<string, unknown>) =>
    post(`/transactions/${transactionId}/instructions`, instruction);

  return {
    post,
    get,
    sessionKey,
    cardIdentifier,
    cardTransaction,
    answerChallenge,
    refund,
    instruct,
  };
}
