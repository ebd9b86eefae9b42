import type { FastifyInstance } from 'fastify';

/** Where a client configured for the emulator finds Opayo (the quick-start server's demo mode). */
export const OPAYO = '/api/sandbox/opayo/api/v1';

/** The emulator's 3-D Secure challenge card (apps/emulators/src/opayo/README.md). */
export const CHALLENGE_CARD = '4929000005559';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** HTTP as an existing client sends it: JSON bodies, the token as a Bearer header. */
export function goldenChainClient(appOf: () => FastifyInstance) {
  function call(method: Method, url: string, token?: string, body?: object) {
    return appOf().inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body }),
    });
  }

  /** The browser's card form, straight to Opayo with the merchant session key. */
  function newCardIdentifier(sessionKey: string, cardNumber: string) {
    return appOf().inject({
      method: 'POST',
      url: `${OPAYO}/card-identifiers`,
      headers: { authorization: `Bearer ${sessionKey}` },
      payload: {
        cardDetails: {
          cardholderName: 'A Person',
          cardNumber,
          expiryDate: '1230',
          securityCode: '123',
        },
      },
    });
  }

  /** A saved card's security code, attached at Opayo as clients do before paying with it. */
  function attachSecurityCode(sessionKey: string, externalIdentifier: string) {
    return appOf().inject({
      method: 'POST',
      url: `${OPAYO}/card-identifiers/${encodeURIComponent(externalIdentifier)}/security-code`,
      headers: { authorization: `Bearer ${sessionKey}` },
      payload: { securityCode: '123' },
    });
  }

  /**
   * The customer approves the issuer's challenge: Lido's page posts to the issuer, the issuer
   * posts the result back to Lido. Returns the transaction status the result page reports.
   */
  async function approveChallenge(scaUrl: string): Promise<string> {
    const page = await appOf().inject({ method: 'GET', url: new URL(scaUrl, 'http://x').pathname });
    const action = /form id="challenge" method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const creq = /name="creq" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const session = /name="threeDSSessionData" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const issuer = await appOf().inject({
      method: 'POST',
      url: new URL(action.replaceAll('&amp;', '&'), 'http://x').pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ creq, threeDSSessionData: session }).toString(),
    });
    // The issuer's page offers Approve first, Decline second.
    const cres = /name="cres" value="([^"]+)"/.exec(issuer.body)?.[1] ?? '';
    const result = await appOf().inject({
      method: 'POST',
      url: '/api/checkout/3ds-notification',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cres, threeDSSessionData: session }).toString(),
    });
    return /"transaction_status":"([^"]+)"/.exec(result.body)?.[1] ?? `none (${result.statusCode})`;
  }

  return { call, newCardIdentifier, attachSecurityCode, approveChallenge };
}

/** `POST /api/checkout/complete` as the reference writes it, for a card-paid basket. */
export const liveCompleteBody = (transactionUuid: string, itemHash: string) => ({
  completed_waivers: [],
  payments: [],
  terms: [1],
  transaction_uuid: transactionUuid,
  source: 'activity-booking',
  item_hash: itemHash,
});

/** The zero-total complete, byte for byte as clients send it: no `item_hash`, no transaction. */
export const ZERO_TOTAL_COMPLETE = {
  completed_waivers: [],
  payments: [],
  selected_user_id: null,
  source: 'activity-booking',
  terms: [1],
};
