import type { Database } from '../../../platform/db/client';
import type { Tender } from '../../../tender';
import {
  applyCreditToBasket,
  type BasketForCredit,
  type CreditRequest,
  spendAppliedCredit,
} from './basket-credit';
import { deleteReservations } from './credit-ledger.repository';

/** Credit to hold against a basket: each kind set to its amount (0 takes it off). */
export interface CreditReservationRequest {
  basket: BasketForCredit;
  requests: readonly CreditRequest[];
}

/**
 * Credit held against a basket as it is now (its item hash). `reserved` is false when the
 * customer has not that much or the basket costs less, and then nothing was held. Confirming
 * needs the order the credit pays for.
 */
export interface CreditReservation {
  basket: BasketForCredit;
  reserved: boolean;
  order?: { id: number; description: string };
}

export type CreditTender = Tender<CreditReservationRequest, CreditReservation>;

/**
 * Account credit as a tender. It works inside the transaction it is given, which holds the
 * basket's lock: reserving sets the basket's reservations; confirming spends them in the order's
 * own transaction (refused with CREDIT_UNAVAILABLE when the balance no longer covers them, so
 * the order is not written), and undoing lets them go. Nothing leaves Lido, so there is nothing
 * for a sweep to finish: the transaction either commits or never happened.
 */
export function createCreditTender(tx: Database, now: Date): CreditTender {
  return {
    type: 'credit',
    async reserve({ basket, requests }) {
      return { basket, reserved: await applyCreditToBasket(tx, basket, requests, now) };
    },
    async confirm({ basket, order }) {
      if (!order) throw new Error('credit is confirmed for the order it pays for');
      await spendAppliedCredit(tx, basket, order, now);
      return true;
    },
    async undo({ basket }) {
      await deleteReservations(tx, basket.cartId);
      return true;
    },
  };
}
