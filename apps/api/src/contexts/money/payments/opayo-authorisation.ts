import { DomainError } from '../../../platform/errors/domain-error';
import {
  isDuplicateVendorTxCode,
  OPAYO_UNAVAILABLE,
  type OpayoAnswer,
  type OpayoBody,
} from './opayo-client';
import type { AuthoriseOutcome, AuthoriseRequest, CardSummary } from './payment-provider';

const DECLINED = 'Your card was declined. Please check your details or use another card.';

/** Field names of Opayo's errors, as the checkout form knows them. */
const fieldOfProperty: Record<string, string> = {
  'paymentMethod.card.cardIdentifier': 'card_identifier',
  'paymentMethod.card.merchantSessionKey': 'session_key',
  'billingAddress.address1': 'billing_address_line_one',
  'billingAddress.city': 'billing_city',
  'billingAddress.postalCode': 'billing_postcode',
  customerFirstName: 'billing_first_name',
  customerLastName: 'billing_last_name',
};

/**
 * `POST /transactions` for a Deferred transaction: built as a Payment is (Opayo's deferred
 * payments guide), with the browser data 3-D Secure v2 needs.
 */
export function deferredTransactionBody(request: AuthoriseRequest) {
  const { browser } = request;
  return {
    transactionType: 'Deferred',
    paymentMethod: {
      card: {
        merchantSessionKey: request.sessionKey,
        cardIdentifier: request.cardIdentifier,
        ...(request.isSavedCard ? { reusable: true } : { save: request.saveCard }),
      },
    },
    vendorTxCode: request.reference,
    amount: request.amountPence,
    currency: request.currency,
    description: request.description.slice(0, 100),
    apply3DSecure: 'UseMSPSetting',
    customerFirstName: request.customer.firstName,
    customerLastName: request.customer.lastName,
    ...(request.customer.email ? { customerEmail: request.customer.email } : {}),
    billingAddress: {
      address1: request.billingAddress.address1,
      ...(request.billingAddress.address2 ? { address2: request.billingAddress.address2 } : {}),
      city: request.billingAddress.city,
      postalCode: request.billingAddress.postalCode,
      country: request.billingAddress.country,
    },
    entryMethod: 'Ecommerce',
    strongCustomerAuthentication: {
      notificationURL: request.notificationUrl,
      browserIP: browser.ip,
      browserAcceptHeader: browser.acceptHeader,
      browserJavascriptEnabled: browser.javascriptEnabled,
      browserJavaEnabled: browser.javaEnabled,
      browserLanguage: browser.language,
      browserColorDepth: String(browser.colourDepth),
      browserScreenHeight: String(browser.screenHeight),
      browserScreenWidth: String(browser.screenWidth),
      browserTZ: String(browser.timezoneOffset),
      browserUserAgent: browser.userAgent,
      challengeWindowSize: 'Medium',
      transType: 'GoodsAndServicePurchase',
      threeDSRequestorChallengeInd: '01',
    },
    ...(request.saveCard || request.isSavedCard
      ? {
          credentialType: {
            cofUsage: request.isSavedCard ? 'Subsequent' : 'First',
            initiatedType: 'CIT',
            mitType: 'Unscheduled',
          },
        }
      : {}),
  };
}

/**
 * The card an authorised transaction was paid with, as far as Opayo named it: a card is only
 * saved for later when Opayo gave its identifier and said it is reusable.
 */
export function cardOf(body: OpayoBody): CardSummary | null {
  const card = body.paymentMethod?.card;
  if (!card || typeof card.cardIdentifier !== 'string' || !card.cardIdentifier) return null;
  return {
    cardType: card.cardType ?? '',
    lastFourDigits: card.lastFourDigits ?? '',
    expiryDate: card.expiryDate ?? card.expiry ?? '',
    cardIdentifier: card.cardIdentifier,
    reusable: card.reusable === true,
  };
}

/**
 * Opayo's answer to a transaction or a challenge completion, as an outcome. No answer, or a
 * refusal that is not about this card (403 for anything but a decline), is nothing the customer
 * can fix: it throws UNAVAILABLE.
 */
export function authoriseOutcomeOf(answer: OpayoAnswer): AuthoriseOutcome {
  if (answer.kind === 'unavailable') throw new DomainError('UNAVAILABLE', OPAYO_UNAVAILABLE);
  const { status, body } = answer;
  if (
    status === 202 &&
    body.status === '3DAuth' &&
    body.transactionId &&
    body.acsUrl &&
    body.cReq
  ) {
    return {
      kind: 'challenge',
      transactionId: body.transactionId,
      acsUrl: body.acsUrl,
      cReq: body.cReq,
    };
  }
  if ((status === 200 || status === 201) && body.status === 'Ok' && body.transactionId) {
    return { kind: 'authorised', transactionId: body.transactionId, card: cardOf(body) };
  }
  if (body.status === 'NotAuthed' || body.status === 'Rejected') {
    return { kind: 'declined', transactionId: body.transactionId ?? null, message: DECLINED };
  }
  if (status === 403) throw new DomainError('UNAVAILABLE', OPAYO_UNAVAILABLE);
  if (isDuplicateVendorTxCode(body)) {
    return { kind: 'duplicate', message: 'This payment has already been sent to the card issuer.' };
  }
  const errors: Record<string, string[]> = {};
  for (const error of body.errors ?? []) {
    const field = fieldOfProperty[error.property ?? ''] ?? 'card';
    (errors[field] ??= []).push(error.description ?? 'The card details are invalid.');
  }
  const message =
    Object.values(errors)[0]?.[0] ??
    body.statusDetail ??
    body.description ??
    'The payment could not be taken.';
  return {
    kind: 'invalid',
    message,
    errors: Object.keys(errors).length > 0 ? errors : { card: [message] },
  };
}
