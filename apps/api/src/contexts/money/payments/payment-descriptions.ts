import { formatPence } from '../../../platform/money';
import type { TenderType } from '../../../tender';

// How money moved, in the words every email and receipt uses, from the records themselves: a
// customer told "Paid by Visa" for money that came from their credit stops trusting the rest.

/** One tender's payment towards an order, as recorded (`listOrderPayments`). */
export interface OrderPayment {
  tenderType: TenderType;
  amountPence: number;
  reference: string;
  /** The card's, for a card payment whose attempt recorded them; otherwise null. */
  cardType: string | null;
  lastFourDigits: string | null;
}

type CardFacts = Pick<OrderPayment, 'cardType' | 'lastFourDigits'>;

/** "Visa ending 0006", or null when the card's details were not recorded. */
export function cardName(card: Partial<CardFacts> | null | undefined): string | null {
  if (!card?.cardType || !card.lastFourDigits) return null;
  return `${card.cardType} ending ${card.lastFourDigits}`;
}

/** How a payment paid, amount first: "£13.00 from account credit", "£5.00 by Visa ending 0006". */
export function describePayment(
  payment: Pick<OrderPayment, 'tenderType' | 'amountPence'> & Partial<CardFacts>,
  currency: string,
): string {
  const amount = formatPence(payment.amountPence, currency);
  switch (payment.tenderType) {
    case 'credit':
      return `${amount} from account credit`;
    case 'card':
      return `${amount} by ${cardName(payment) ?? 'card'}`;
    case 'cash':
      return `${amount} in cash`;
    case 'cheque':
      return `${amount} by cheque`;
    case 'offline-voucher':
      return `${amount} by voucher`;
    case 'terminal':
      return `${amount} by card at the desk`;
    case 'partner':
      return `${amount} paid through a booking partner`;
  }
}

/** Money given back, and where it went. */
export interface RefundGiven {
  /** Where it went: account credit, the card that paid online, cash or the desk's terminal. */
  tenderType: 'credit' | 'card' | 'cash' | 'terminal' | 'partner';
  amountPence: number;
  /** The card that paid, for a refund to it, when known. */
  card?: CardFacts | null;
}

/** Where a refund went, amount first: "£7.50 added to your account credit". */
export function describeRefund(refund: RefundGiven, currency: string): string {
  const amount = formatPence(refund.amountPence, currency);
  switch (refund.tenderType) {
    case 'credit':
      return `${amount} added to your account credit`;
    case 'card':
      return `${amount} refunded to ${cardName(refund.card) ? `your ${cardName(refund.card)}` : 'the card you paid with'}`;
    case 'cash':
      return `${amount} given back to you in cash`;
    case 'terminal':
      return `${amount} refunded to your card at the desk`;
    case 'partner':
      return `${amount} refunded by the booking partner you paid`;
  }
}

/** The sentence a refund to a card needs: card refunds are not instant. */
export const CARD_REFUND_TIMING = 'A refund to a card can take up to 5 working days to arrive.';

/** The card that paid for an order, from its payments, for naming it in a refund. */
export function cardOf(payments: readonly OrderPayment[]): CardFacts | null {
  return payments.find((payment) => payment.tenderType === 'card' && cardName(payment)) ?? null;
}
