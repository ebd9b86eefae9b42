import type { authoriseCheckout, RouteResponse } from '@lido/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { findOperator } from '../../venue-setup/venues';
import type { CardTransactionRow } from './card-payments.repository';

// What a card payment's request came from, and how its attempt is answered: the same for a
// basket's checkout and a membership's first payment.

export interface RequestOrigin {
  /** Lido's own address as the browser reached it, for the 3-D Secure pages. */
  baseUrl: string;
  ip: string;
  acceptHeader: string;
  userAgent: string;
}

/** Where a request came from, as the card issuer's 3-D Secure needs to know. */
export function originOf(request: FastifyRequest): RequestOrigin {
  return {
    baseUrl: `${request.protocol}://${request.host}`,
    ip: request.ip,
    acceptHeader: request.headers.accept ?? 'text/html',
    userAgent: request.headers['user-agent'] ?? 'unknown',
  };
}

export const CARD_DECLINED =
  'Your card was declined. Please check your details or use another card.';
export const CHALLENGE_FAILED = 'Your card issuer did not approve the payment. Please try again.';

/** What the checkout says of an attempt (`transaction_status`, as live clients read it). */
export const wireStatus = {
  pending: 'Declined',
  challenge: '3DAuth',
  authorised: 'Authorised',
  declined: 'Declined',
  completed: 'Completed',
  released: 'Completed',
  aborting: 'Declined',
  aborted: 'Declined',
  abandoned: 'Declined',
  refunded: 'Declined',
} as const satisfies Record<CardTransactionRow['status'], string>;

type Authorisation = RouteResponse<typeof authoriseCheckout>;

export function authorisationOf(
  transaction: CardTransactionRow,
  origin: RequestOrigin,
): Authorisation {
  const status = wireStatus[transaction.status];
  if (transaction.status === 'challenge' && transaction.acsUrl && transaction.creq) {
    return {
      transaction_uuid: transaction.id,
      transaction_status: status,
      sca_data: {
        acs_url: transaction.acsUrl,
        creq: transaction.creq,
        three_ds_session_data: transaction.id,
      },
      sca_url: `${origin.baseUrl}/api/checkout/3ds/${transaction.id}`,
    };
  }
  return { transaction_uuid: transaction.id, transaction_status: status };
}

export async function currencyOf(db: Database): Promise<string> {
  return (await findOperator(db))?.currencyCode ?? 'GBP';
}
