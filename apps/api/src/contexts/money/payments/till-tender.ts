import { DomainError } from '../../../platform/errors/domain-error';
import type { Tender, TenderType } from '../../../tender';

/** The tenders that are money in the till or a slip from the venue's own card terminal. */
export type TillTenderType = Extract<TenderType, 'cash' | 'cheque' | 'terminal'>;

export interface TillRequest {
  amountPence: number;
  /** The cheque's number; the terminal's receipt reference (required: it is how a card
   * payment on the terminal is found again for a refund or a dispute). */
  reference?: string | undefined;
}

export type TillReservation = TillRequest;

export type TillTender = Tender<TillRequest, TillReservation>;

export const TERMINAL_REFERENCE_REQUIRED =
  "Enter the reference printed on the terminal's receipt for each card payment.";

/**
 * Cash, a cheque or a card on the venue's terminal as a tender. The money is in the receptionist's
 * hand (or the terminal has taken it) before Lido is told, so there is nothing to hold or give
 * back: reserving checks what the line must carry, confirming and undoing are no-ops, and the
 * checkout records the payment row with the order.
 */
export function createTillTender(type: TillTenderType): TillTender {
  return {
    type,
    async reserve(request) {
      if (type === 'terminal' && !request.reference) {
        throw new DomainError('VALIDATION_FAILED', TERMINAL_REFERENCE_REQUIRED, {
          payments: [TERMINAL_REFERENCE_REQUIRED],
        });
      }
      return request;
    },
    confirm: async () => true,
    undo: async () => true,
  };
}
