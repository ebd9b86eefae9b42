import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { isUniqueViolation } from '../../people/accounts';
import {
  insertCardTransaction,
  markCardPaymentTaken,
  moveCardTransaction,
  noteFailedInstruction,
  saveCard,
  type CardTransactionRow,
} from './card-payments.repository';
import type {
  AuthoriseOutcome,
  AuthoriseRequest,
  InstructionOutcome,
  PaymentProvider,
  ProviderTransactionStatus,
} from './payment-provider';
import { liveCardTransactionStatuses } from './payments.tables';
import type { TypedBilling } from './payments.tables';
import type { Tender } from '../../../tender';

export interface CardTenderDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  /** Told once an attempt is recorded and before the provider is called (a step boundary). */
  onAttemptRecorded?: () => void | Promise<void>;
}

/**
 * A card payment for one basket, or for a membership's first payment: the attempt is recorded
 * first, its id is the vendorTxCode.
 */
export interface CardReservationRequest extends Omit<AuthoriseRequest, 'reference'> {
  customerId: number;
  /** What it pays for: a basket (with its itemHash), or a membership joined online. */
  cartId: number | null;
  membershipId?: number | null;
  itemHash: string;
  /** The name the customer gave for the card; kept only for a card they save. */
  cardHolderName?: string | null;
  /**
   * The billing lines a signed-in customer typed at a checkout, kept on the attempt to fill their
   * next checkout once this one's order is written; none for a visitor or a membership's payment.
   */
  billingToRemember?: TypedBilling | null;
}

export type CardTender = Tender<CardReservationRequest, CardTransactionRow> & {
  /** The issuer's answer to a 3-D Secure challenge of a reserved attempt. */
  finishChallenge(attempt: CardTransactionRow, cRes: string): Promise<CardTransactionRow>;
};

const live = liveCardTransactionStatuses;

export const PAYING_ALREADY =
  'A payment for this basket is already under way. Please wait a moment and try again.';

/**
 * Provider states in which no money is held for the customer, so nothing is left to abort. A
 * challenge whose abort is refused was never answered: Opayo takes a cRes within 20 minutes.
 */
const nothingHeld = new Set<ProviderTransactionStatus>([
  'aborted',
  'voided',
  'declined',
  'challenge',
]);

/** The name on a card to save: as the customer typed it, else the name they pay in. */
function cardHolderNameOf(request: CardReservationRequest): string {
  const typed = request.cardHolderName?.trim();
  if (typed) return typed.slice(0, 45);
  return `${request.customer.firstName} ${request.customer.lastName}`.trim().slice(0, 45);
}

export function createCardTender({
  db,
  clock,
  provider,
  onAttemptRecorded,
}: CardTenderDeps): CardTender {
  /** Records the provider's answer, if the attempt is still waiting for it. */
  async function applyOutcome(
    attempt: CardTransactionRow,
    outcome: AuthoriseOutcome,
  ): Promise<CardTransactionRow> {
    const now = clock.now();
    const from = [attempt.status] as const;
    let moved: CardTransactionRow | undefined;
    if (outcome.kind === 'authorised') {
      moved = await moveCardTransaction(db, attempt.id, from, 'authorised', {
        providerTransactionId: outcome.transactionId,
        cardType: outcome.card?.cardType ?? null,
        lastFourDigits: outcome.card?.lastFourDigits ?? null,
        updatedAt: now,
      });
      if (moved && attempt.saveCard && outcome.card?.reusable) {
        await saveCard(db, {
          customerId: attempt.customerId,
          provider: attempt.provider,
          externalIdentifier: outcome.card.cardIdentifier,
          cardHolderName: attempt.cardHolderName ?? '',
          cardType: outcome.card.cardType,
          lastFourDigits: outcome.card.lastFourDigits,
          expiryDate: outcome.card.expiryDate,
          createdAt: now,
        });
      }
    } else if (outcome.kind === 'challenge') {
      moved = await moveCardTransaction(db, attempt.id, from, 'challenge', {
        providerTransactionId: outcome.transactionId,
        acsUrl: outcome.acsUrl,
        creq: outcome.cReq,
        updatedAt: now,
      });
    } else {
      moved = await moveCardTransaction(db, attempt.id, from, 'declined', {
        providerTransactionId: outcome.kind === 'declined' ? (outcome.transactionId ?? null) : null,
        updatedAt: now,
      });
    }
    if (moved) return moved;
    // The sweep gave up on this attempt while the provider was answering: let its hold go too.
    if (outcome.kind === 'authorised' || outcome.kind === 'challenge') {
      await provider.abort(outcome.transactionId);
    }
    throw new DomainError('PAYMENT_DECLINED', 'This payment was cancelled. Please try again.');
  }

  /**
   * Whether an instruction left the money where it should be: carried out now or before, or (for
   * an abort) refused because the provider holds nothing for it. Anything else is counted on the
   * attempt, for the next sweep and for staff.
   */
  async function settle(
    attempt: CardTransactionRow,
    outcome: InstructionOutcome,
    { isAbort }: { isAbort: boolean },
  ) {
    if (outcome.kind === 'done' || outcome.kind === 'already') return true;
    if (isAbort && outcome.kind === 'refused' && nothingHeld.has(outcome.status ?? 'released')) {
      return true;
    }
    await noteFailedInstruction(db, attempt.id, outcome.message, clock.now());
    return false;
  }

  return {
    type: 'card',

    async reserve(request) {
      const now = clock.now();
      const attempt: CardTransactionRow = {
        id: randomUUID(),
        customerId: request.customerId,
        cartId: request.cartId,
        membershipId: request.membershipId ?? null,
        itemHash: request.itemHash,
        amountPence: request.amountPence,
        currency: request.currency,
        provider: provider.name,
        reference: '',
        providerTransactionId: null,
        status: 'pending',
        acsUrl: null,
        creq: null,
        saveCard: request.saveCard,
        cardHolderName: request.saveCard ? cardHolderNameOf(request) : null,
        billingDetails: request.billingToRemember ?? null,
        cardType: null,
        lastFourDigits: null,
        orderId: null,
        claimedUntil: null,
        failedInstructions: 0,
        lastError: null,
        createdAt: now,
        updatedAt: now,
      };
      attempt.reference = attempt.id;
      // Written before the provider is called: whatever happens next, the attempt is known.
      try {
        await insertCardTransaction(db, attempt);
      } catch (error) {
        // Another request is paying for this basket right now (one live attempt per basket).
        if (isUniqueViolation(error)) throw new DomainError('PAYMENT_IN_PROGRESS', PAYING_ALREADY);
        throw error;
      }
      await onAttemptRecorded?.();
      const {
        customerId: _customer,
        cartId: _cart,
        membershipId: _membership,
        itemHash: _hash,
        cardHolderName: _name,
        billingToRemember: _billing,
        ...card
      } = request;
      let outcome: AuthoriseOutcome;
      try {
        outcome = await provider.authorise({ ...card, reference: attempt.id });
      } catch (error) {
        // No answer: nothing of ours can be taken without a release, so the attempt is over.
        await moveCardTransaction(db, attempt.id, ['pending'], 'abandoned', {
          updatedAt: clock.now(),
        });
        throw error;
      }
      const recorded = await applyOutcome(attempt, outcome);
      if (outcome.kind === 'invalid') {
        throw new DomainError('VALIDATION_FAILED', outcome.message, outcome.errors);
      }
      return recorded;
    },

    async finishChallenge(attempt, cRes) {
      if (attempt.status !== 'challenge' || !attempt.providerTransactionId) return attempt;
      const outcome = await provider.completeChallenge(
        attempt.providerTransactionId,
        cRes,
        attempt.id,
      );
      return applyOutcome(attempt, outcome);
    },

    async confirm(attempt) {
      if (attempt.status === 'released') return true;
      // Completed means its order, or its membership, was written in the same transaction.
      const paidFor = attempt.orderId !== null || attempt.membershipId !== null;
      if (attempt.status !== 'completed' || !attempt.providerTransactionId || !paidFor) {
        return false;
      }
      const outcome = await provider.release({
        transactionId: attempt.providerTransactionId,
        amountPence: attempt.amountPence,
      });
      if (!(await settle(attempt, outcome, { isAbort: false }))) return false;
      await db.transaction(async (tx) => {
        const released = await moveCardTransaction(tx, attempt.id, ['completed'], 'released', {
          claimedUntil: null,
          updatedAt: clock.now(),
        });
        if (released) await markCardPaymentTaken(tx, attempt.providerTransactionId!);
      });
      return true;
    },

    async undo(attempt) {
      if (attempt.status === 'aborted' || attempt.status === 'abandoned') return true;
      const aborting =
        attempt.status === 'aborting'
          ? attempt
          : await moveCardTransaction(db, attempt.id, live, 'aborting', { updatedAt: clock.now() });
      // Someone else moved it on (it was completed, or already given up): nothing to undo here.
      if (!aborting) return false;
      if (!aborting.providerTransactionId) {
        await moveCardTransaction(db, attempt.id, ['aborting'], 'abandoned', {
          claimedUntil: null,
          updatedAt: clock.now(),
        });
        return true;
      }
      const outcome = await provider.abort(aborting.providerTransactionId);
      if (!(await settle(aborting, outcome, { isAbort: true }))) return false;
      await moveCardTransaction(db, attempt.id, ['aborting'], 'aborted', {
        claimedUntil: null,
        updatedAt: clock.now(),
      });
      return true;
    },
  };
}
