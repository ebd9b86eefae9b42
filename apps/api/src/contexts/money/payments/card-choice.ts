import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { findSavedCard } from './card-payments.repository';

/** The card a checkout pays with: a new card's one-use identifier, or a saved card's. */
export interface CardChoice {
  /** The identifier the provider is given. */
  cardIdentifier: string;
  /** A saved card: its identifier is reusable, and no new card is saved. */
  isSavedCard: boolean;
}

export const SAVED_CARD_NOT_FOUND = 'The saved card could not be found.';

/** Saved cards' ids are PostgreSQL integers: a number outside them names no saved card. */
const isSavedCardId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

/**
 * Which card the customer pays with, from what the checkout sent. Existing clients pay with a
 * saved card by sending its `id` as `card_identifier` (a number) and as `saved_card_id`; either
 * one alone also means that saved card, which must be the customer's own. Opayo's identifiers of
 * new cards are UUIDs, so a `card_identifier` of digits alone is always a saved card's id.
 */
export async function chooseCard(
  db: Database,
  customerId: number,
  given: { cardIdentifier: unknown; savedCardId: number | null | undefined },
): Promise<CardChoice> {
  const { cardIdentifier } = given;
  const idInIdentifier =
    typeof cardIdentifier === 'number'
      ? cardIdentifier
      : typeof cardIdentifier === 'string' && /^\d+$/.test(cardIdentifier.trim())
        ? Number(cardIdentifier.trim())
        : null;
  if (given.savedCardId && idInIdentifier !== null && idInIdentifier !== given.savedCardId) {
    const message = 'The card chosen is not the saved card chosen.';
    throw new DomainError('VALIDATION_FAILED', message, { card_identifier: [message] });
  }
  const savedCardId = given.savedCardId || idInIdentifier;
  if (savedCardId !== null && savedCardId !== undefined) {
    const saved = isSavedCardId(savedCardId)
      ? await findSavedCard(db, customerId, savedCardId)
      : undefined;
    if (!saved) throw new DomainError('NOT_FOUND', SAVED_CARD_NOT_FOUND);
    return { cardIdentifier: saved.externalIdentifier, isSavedCard: true };
  }
  if (typeof cardIdentifier === 'string' && cardIdentifier.trim()) {
    return { cardIdentifier, isSavedCard: false };
  }
  const message = 'Please enter your card details.';
  throw new DomainError('VALIDATION_FAILED', message, { card_identifier: [message] });
}
