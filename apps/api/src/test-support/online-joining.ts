import { dataEnvelope, JoiningMembership } from '@lido/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../platform/db/client';
import { rowsOf } from '../platform/db/raw-rows';
import { testCards } from '@lido/emulators/opayo';
import { billingDetails, browserDetails, cardCheckout, type Prepared } from './card-checkout';

// Joining a membership online as the joining pages drive it, for API tests: the application
// (`POST /api/online-joining/memberships`), then the first payment by card: prepare, card
// identifier (straight to the provider, as the browser does), authorise, complete.

type Headers = Record<string, string>;

/** A membership card payment as `…/prepare` answers it (the first payment, or arrears). */
export type MembershipCardPreparation = Pick<Prepared, 'session_key' | 'url' | 'amount'>;

/**
 * Bank details at the GoCardless emulator's sort code, the holder the sole signatory. How each
 * account behaves is in @lido/emulators' gocardless/test-bank-accounts.ts (55779911: everything succeeds;
 * 55779933: every payment fails on its charge date).
 */
export const testBankAccount = (accountNumber: string, holderName: string) => ({
  account_holder_name: holderName,
  sort_code: '20-00-00',
  account_number: accountNumber,
  is_sole_signatory: true,
});

/** The joining an online-joining route answers, read through the contract. */
export const joiningOf = (response: { json: () => unknown }) =>
  dataEnvelope(JoiningMembership).parse(response.json()).data;

/** The first venue that sells memberships online (the test data's only one). */
export async function onlineJoiningVenueId(db: Database): Promise<number> {
  const [venue] = await rowsOf<{ id: number }>(
    db,
    sql`select id from venues where online_joining_enabled order by id limit 1`,
  );
  return Number(venue?.id);
}

/** The app is asked for at each call, so the helpers can be made before `beforeAll` builds it. */
export function onlineJoining(appOf: () => FastifyInstance) {
  const card = cardCheckout(appOf);

  /** `POST /api/online-joining/memberships` with this body (plan, venue and bank details). */
  function join(headers: Headers, body: object) {
    return appOf().inject({
      method: 'POST',
      url: '/api/online-joining/memberships',
      headers,
      payload: body,
    });
  }

  /** `POST /api/online-joining/memberships/{id}/prepare`, answered as it is. */
  function prepare(headers: Headers, membershipId: number) {
    return appOf().inject({
      method: 'POST',
      url: `/api/online-joining/memberships/${membershipId}/prepare`,
      headers,
    });
  }

  /**
   * `POST {base}/authorise` for a prepared membership card payment (`base` is the route the
   * payment was prepared at), with the emulator's frictionless card; answered as it is.
   */
  async function authoriseWithTestCard(
    base: string,
    headers: Headers,
    preparation: MembershipCardPreparation,
  ) {
    const identifier = await card.cardIdentifier(
      { ...preparation, item_hash: '', saved_card: null },
      testCards.frictionless,
    );
    return appOf().inject({
      method: 'POST',
      url: `${base}/authorise`,
      headers,
      payload: {
        ...billingDetails,
        ...browserDetails,
        session_key: preparation.session_key,
        card_identifier: identifier,
      },
    });
  }

  /**
   * Pays a pending joining's first payment with the frictionless test card and completes it,
   * expecting each step to succeed. Answers the preparation, the transaction and the joining as
   * the completion answers it.
   */
  async function payFirstPayment(headers: Headers, membershipId: number) {
    const base = `/api/online-joining/memberships/${membershipId}`;
    const prepared = await prepare(headers, membershipId);
    expect(prepared.statusCode, prepared.body).toBe(200);
    const preparation = prepared.json<MembershipCardPreparation>();
    const authorised = await authoriseWithTestCard(base, headers, preparation);
    expect(authorised.statusCode, authorised.body).toBe(200);
    const { transaction_uuid, transaction_status } = authorised.json<{
      transaction_uuid: string;
      transaction_status: string;
    }>();
    expect(transaction_status, authorised.body).toBe('Authorised');
    const completed = await appOf().inject({
      method: 'POST',
      url: `${base}/complete`,
      headers,
      payload: { transaction_uuid },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    return { preparation, transaction_uuid, joining: joiningOf(completed) };
  }

  return { join, prepare, authoriseWithTestCard, payFirstPayment };
}
