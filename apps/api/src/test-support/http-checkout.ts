import { testCards } from '@lido/emulators/opayo';
import { billingDetails, browserDetails } from './card-checkout';

export type HttpCall = (
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) => Promise<Record<string, unknown>>;

/** The booking site's JSON calls to a server over HTTP (a real process, not inject). */
export function httpCaller(base: string): HttpCall {
  return async (method, path, body, token) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Record<string, unknown>;
  };
}

/**
 * Pays for the basket as it is with the emulator's frictionless card, as the booking site does:
 * prepare, the card to Opayo, authorise, complete. Answers the completion's answer.
 */
export async function payBasketOverHttp(
  base: string,
  token: string,
): Promise<Record<string, unknown>> {
  const call = httpCaller(base);
  const prepared = (await call('GET', '/api/checkout/prepare', undefined, token)) as {
    session_key: string;
    url: string;
    item_hash: string;
  };
  const card = await fetch(`${base}${prepared.url}/card-identifiers`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${prepared.session_key}`,
    },
    body: JSON.stringify({
      cardDetails: {
        cardholderName: 'Priya Shah',
        cardNumber: testCards.frictionless,
        expiryDate: '1230',
        securityCode: '123',
      },
    }),
  }).then((response) => response.json() as Promise<{ cardIdentifier: string }>);
  const authorised = await call(
    'POST',
    '/api/checkout/authorise',
    {
      session_key: prepared.session_key,
      card_identifier: card.cardIdentifier,
      item_hash: prepared.item_hash,
      ...billingDetails,
      ...browserDetails,
      terms: [1],
      source: 'activity-booking',
      payments: [],
    },
    token,
  );
  const transaction = (authorised.data ?? authorised) as { transaction_uuid: string };
  return call(
    'POST',
    '/api/checkout/complete',
    {
      transaction_uuid: transaction.transaction_uuid,
      item_hash: prepared.item_hash,
      completed_waivers: [],
      payments: [],
      source: 'activity-booking',
      terms: [1],
    },
    token,
  );
}
