import type { authoriseCheckout, prepareCheckout, RouteBody, RouteResponse } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { wirePrice } from '../../../platform/money';
import { findLatestSavedCard } from './card-payments.repository';
import type { CardReservationRequest } from './card-tender';
import type { PaymentProvider } from './payment-provider';
import { findOperator } from '../../venue-setup/venues';
import { billingDetailsOf, type PayerAccount } from './billing-details';
import type { RequestOrigin } from './card-answers';

type AuthoriseBody = NonNullable<RouteBody<typeof authoriseCheckout>>;

/** What a browser sends to pay by card: the card form's fields, the payer's and the browser's. */
export type CardPaymentBody = Omit<
  AuthoriseBody,
  'item_hash' | 'terms' | 'completed_waivers' | 'payments' | 'source'
>;

/**
 * The card request's parts that come from the browser and the payer, the same for a basket and a
 * membership's first payment: both answer 3-D Secure through the checkout's challenge pages.
 */
export function cardRequestOf(
  body: CardPaymentBody,
  payer: PayerAccount | undefined,
  origin: RequestOrigin,
): Pick<
  CardReservationRequest,
  'sessionKey' | 'cardHolderName' | 'customer' | 'billingAddress' | 'notificationUrl' | 'browser'
> {
  return {
    sessionKey: body.session_key,
    cardHolderName: body.card_holder_name ?? null,
    ...billingDetailsOf(body, payer),
    notificationUrl: `${origin.baseUrl}/api/checkout/3ds-notification`,
    browser: {
      colourDepth: body.browser_colour_depth,
      javaEnabled: body.browser_java_enabled,
      javascriptEnabled: body.browser_javascript_enabled,
      language: body.browser_language,
      screenHeight: body.browser_screen_height,
      screenWidth: body.browser_screen_width,
      timezoneOffset: body.browser_timezone_offset,
      ip: origin.ip,
      acceptHeader: origin.acceptHeader,
      userAgent: origin.userAgent,
    },
  };
}

/**
 * A session key for the browser's card form, the amount due and the payer's latest card: for a
 * basket, and for a membership's first payment or arrears.
 */
export async function prepareCardPayment(
  { db, provider }: { db: Database; provider: PaymentProvider },
  { payerId, amountPence, itemHash }: { payerId: number; amountPence: number; itemHash: string },
): Promise<RouteResponse<typeof prepareCheckout>> {
  const [session, savedCard, operator] = await Promise.all([
    provider.createSessionKey(),
    findLatestSavedCard(db, payerId),
    findOperator(db),
  ]);
  return {
    payment_provider: provider.name,
    mode: provider.mode,
    session_key: session.sessionKey,
    session_key_expires_at: session.expiresAt,
    url: provider.browserUrl,
    saved_card: savedCard
      ? {
          id: savedCard.id,
          external_identifier: savedCard.externalIdentifier,
          card_holder_name: savedCard.cardHolderName,
          card_type: savedCard.cardType,
          last_four_digits: savedCard.lastFourDigits,
          expiry_date: savedCard.expiryDate,
        }
      : null,
    amount: wirePrice(amountPence, operator?.currencyCode ?? 'GBP'),
    item_hash: itemHash,
  };
}
