/**
 * Tender types of SPEC.md section 9, plus `card` for online payments, `terminal` for a card
 * taken on the venue's card terminal at the desk (decisions/023), and `partner` for an order an
 * OpenActive booking partner took the money for (decisions/046).
 */
export const tenderTypes = [
  'card',
  'cash',
  'offline-voucher',
  'cheque',
  'credit',
  'terminal',
  'partner',
] as const;
export type TenderType = (typeof tenderTypes)[number];

/**
 * What every way of paying does for a checkout, so a new tender (account credit, cash, cheque,
 * an offline voucher, a card terminal) plugs into the checkout steps without touching the others:
 * `reserve` holds the amount without taking it, `confirm` takes what was reserved once the order
 * is written, `undo` gives the reservation back when there will be no order. Confirm and undo are
 * safe to repeat: after a crash the reconciliation sweep calls them again. Implemented by the card
 * (`payments/card-tender.ts`, each step its own transaction around the provider's call) and
 * account credit (`credit-ledger/credit-tender.ts`, inside the order's transaction).
 */
export interface Tender<Request, Reservation> {
  readonly type: TenderType;
  reserve(request: Request): Promise<Reservation>;
  /** Takes the money; answers false when it could not yet (the sweep will try again). */
  confirm(reservation: Reservation): Promise<boolean>;
  /** Gives the reservation back; answers false when it could not yet (the sweep will try again). */
  undo(reservation: Reservation): Promise<boolean>;
}
