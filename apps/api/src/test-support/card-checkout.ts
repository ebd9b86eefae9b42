import type { Cart } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './sign-in';
import type { TestOccurrence } from './occurrences';

// The checkout as the booking site drives it, for API tests: hold, prepare, card identifier
// (straight to the provider, as the browser does), authorise, complete.

export const browserDetails = {
  browser_colour_depth: 24,
  browser_java_enabled: false,
  browser_javascript_enabled: true,
  browser_language: 'en-GB',
  browser_screen_height: 1080,
  browser_screen_width: 1920,
  browser_timezone_offset: -60,
};

export const billingDetails = {
  billing_first_name: 'Priya',
  billing_last_name: 'Shah',
  billing_address_line_one: '3 Whitworth Street',
  billing_address_line_two: '',
  billing_city: 'Manchester',
  billing_postcode: 'M1 3GB',
};

export interface Prepared {
  session_key: string;
  url: string;
  item_hash: string;
  amount: { raw: number };
  saved_card: { id: number; external_identifier: string; card_holder_name?: string } | null;
}

export interface Authorisation {
  transaction_uuid: string;
  transaction_status: string;
  sca_url?: string;
  sca_data?: { acs_url: string; creq: string; three_ds_session_data: string };
}

/** The app is asked for at each call, so the helpers can be made before `beforeAll` builds it. */
export function cardCheckout(appOf: () => FastifyInstance) {
  async function holdInBasket(token: string, occurrence: TestOccurrence): Promise<Cart> {
    const response = await appOf().inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: bearer(token),
      payload: { items: [{ id: occurrence.publicId, type: 'purchasableOccurrence' }] },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Cart }>().data;
  }

  async function prepare(token: string): Promise<Prepared> {
    const response = await appOf().inject({
      method: 'GET',
      url: '/api/checkout/prepare',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Prepared>();
  }

  async function cardIdentifier(prepared: Prepared, cardNumber: string): Promise<string> {
    const response = await appOf().inject({
      method: 'POST',
      url: `${prepared.url}/card-identifiers`,
      headers: { authorization: `Bearer ${prepared.session_key}` },
      payload: {
        cardDetails: {
          cardholderName: 'Priya Shah',
          cardNumber,
          expiryDate: '1230',
          securityCode: '123',
        },
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ cardIdentifier: string }>().cardIdentifier;
  }

  function authorise(token: string, payload: object, headers: Record<string, string> = {}) {
    return appOf().inject({
      method: 'POST',
      url: '/api/checkout/authorise',
      headers: { ...bearer(token), ...headers },
      payload: {
        ...billingDetails,
        ...browserDetails,
        terms: [1],
        source: 'activity-booking',
        payments: [],
        ...payload,
      },
    });
  }

  function complete(token: string, payload: object, headers: Record<string, string> = {}) {
    return appOf().inject({
      method: 'POST',
      url: '/api/checkout/complete',
      headers: { ...bearer(token), ...headers },
      payload: {
        completed_waivers: [],
        payments: [],
        source: 'activity-booking',
        terms: [1],
        ...payload,
      },
    });
  }

  /** Prepares and authorises the basket as it is with one of the emulator's test cards. */
  async function payWith(token: string, cardNumber: string) {
    const prepared = await prepare(token);
    const identifier = await cardIdentifier(prepared, cardNumber);
    const response = await authorise(token, {
      session_key: prepared.session_key,
      card_identifier: identifier,
      card_holder_name: 'Priya Shah',
      item_hash: prepared.item_hash,
    });
    return { prepared, response };
  }

  async function emptyBasket(token: string) {
    await appOf().inject({ method: 'DELETE', url: '/api/activities/cart', headers: bearer(token) });
  }

  return { holdInBasket, prepare, cardIdentifier, authorise, complete, payWith, emptyBasket };
}

/** A checkout answer as clients read it: top-level, or inside `data` where a route still wraps. */
export function topLevel<T>(response: { json: () => unknown }): T {
  const body = response.json() as { data?: T } & T;
  return body.data ?? body;
}

/** Saved cards and 3-D Secure as a client's browser drives them, for API tests. */
export function cardBrowser(appOf: () => FastifyInstance) {
  /**
   * `POST {opayo}/card-identifiers/{id}/security-code` with the session key, as clients do; the
   * code, or a whole body to send instead.
   */
  function linkSecurityCode(
    prepared: Pick<Prepared, 'url' | 'session_key'>,
    externalIdentifier: string,
    securityCode: string | object = '123',
    authorization = `Bearer ${prepared.session_key}`,
  ) {
    return appOf().inject({
      method: 'POST',
      url: `${prepared.url}/card-identifiers/${encodeURIComponent(externalIdentifier)}/security-code`,
      headers: authorization ? { authorization } : {},
      payload: typeof securityCode === 'string' ? { securityCode } : securityCode,
    });
  }

  /** The dialog's journey: our page posts to the issuer, the customer answers, the issuer posts back. */
  async function answerChallenge(authorisation: Authorisation, answer: 'Approve' | 'Decline') {
    const page = await appOf().inject({
      method: 'GET',
      url: new URL(authorisation.sca_url ?? '').pathname,
    });
    const action = /form id="challenge" method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const creq = /name="creq" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const session = /name="threeDSSessionData" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const issuer = await appOf().inject({
      method: 'POST',
      url: new URL(action.replaceAll('&amp;', '&')).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ creq, threeDSSessionData: session }).toString(),
    });
    const cres = [...issuer.body.matchAll(/name="cres" value="([^"]+)"/g)][
      answer === 'Approve' ? 0 : 1
    ]?.[1];
    return appOf().inject({
      method: 'POST',
      url: '/api/checkout/3ds-notification',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cres: cres ?? '', threeDSSessionData: session }).toString(),
    });
  }

  return { linkSecurityCode, answerChallenge };
}

/**
 * `POST /api/checkout/authorise` exactly as a live client sends it (reference "Basket and
 * checkout"): empty billing fields, `0`/`1` browser flags. Credit tenders are left out (`payments`
 * empty): this customer has no credit to spend.
 */
export function liveAuthoriseBody(fields: {
  card_identifier: string | number;
  session_key: string;
  item_hash: string;
  save_card: boolean;
  saved_card_id: number | null;
}) {
  return {
    billing_address_line_one: '',
    billing_address_line_two: '',
    billing_city: '',
    billing_first_name: '',
    billing_last_name: '',
    billing_postcode: '',
    browser_colour_depth: 30,
    browser_java_enabled: 0,
    browser_javascript_enabled: 1,
    browser_language: 'en-GB',
    browser_screen_height: 1080,
    browser_screen_width: 1920,
    browser_timezone_offset: 0,
    card_identifier: fields.card_identifier,
    card_holder_name: 'A Person',
    completed_waivers: [],
    payments: [],
    session_key: fields.session_key,
    source: 'activity-booking',
    terms: [1],
    save_card: fields.save_card,
    item_hash: fields.item_hash,
    saved_card_id: fields.saved_card_id,
  };
}
