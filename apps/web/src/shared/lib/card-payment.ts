import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { nanoid } from '@reduxjs/toolkit';
import { isApiError } from './request-state';
import type { CardDetails } from '../api/create-card-identifier';
import { createCardIdentifierApi } from '../api/create-card-identifier';
import type { Preparation } from '../api/prepare-checkout';
import type { CardStepFailure } from '../state/payment-attempt-actions';

// The steps of a card payment that do not depend on what is bought, shared by the checkout's
// basket and online joining's first payment: the card identifier at the provider, the card part
// of the authorise body, and a fresh idempotency key per attempt.

type CardDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Posts a new card's details to the provider (never to Lido) under the payment session's key,
 * for the identifier Lido's authorise takes instead.
 */
export async function identifyCard(
  dispatch: CardDispatch,
  session: Pick<Preparation, 'url' | 'sessionKey'>,
  card: CardDetails,
): Promise<{ cardIdentifier: string } | CardStepFailure> {
  const identified = await dispatch(
    createCardIdentifierApi.endpoints.createCardIdentifier.initiate({
      url: session.url,
      sessionKey: session.sessionKey,
      cardDetails: card,
    }),
  );
  if ('error' in identified) {
    const error = isApiError(identified.error) ? identified.error : null;
    return { kind: error?.statusCode === 422 ? 'card' : 'payment', error };
  }
  return { cardIdentifier: identified.data.cardIdentifier };
}

/**
 * The card part of an authorise body: a new card's identifier and holder (saved for next time if
 * asked), or the saved card's id when no new card was given.
 */
export function cardAuthorisation(
  card: CardDetails | null,
  cardIdentifier: string | null,
  saveCard: boolean,
  savedCard: { id: number } | null,
) {
  return {
    cardIdentifier,
    cardHolderName: card?.cardholderName ?? null,
    saveCard: card ? saveCard : false,
    savedCardId: card ? null : (savedCard?.id ?? null),
  };
}

/** One key per payment attempt, so a retried request cannot charge twice. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : nanoid();
}
