import './payment-lines.css';

/** One payment towards an order as the API answers it (`GET /api/checkout/orders/{id}`). */
export interface PaymentLinePayment {
  tenderType: string;
  amount: { raw: number; formatted: string };
  reference: string;
  /** The card that paid, for a card payment whose details were recorded. */
  card: { cardType: string; lastFourDigits: string } | null;
}

// A card is only named for a card payment: money from account credit, cash or a voucher never
// says "by Visa", whatever else the order was paid with.
const tenderWords: Record<string, string> = {
  credit: 'from account credit',
  card: 'by card',
  cash: 'in cash',
  cheque: 'by cheque',
  'offline-voucher': 'by voucher',
  terminal: 'by card at the desk',
};

/** How one payment paid, after its amount: "from account credit", "by Visa ending 0006". */
export function paidHow(payment: Pick<PaymentLinePayment, 'tenderType' | 'card'>): string {
  if (payment.tenderType === 'card' && payment.card) {
    return `by ${payment.card.cardType} ending ${payment.card.lastFourDigits}`;
  }
  return tenderWords[payment.tenderType] ?? `by ${payment.tenderType}`;
}

/** What paid for an order: its payments less any refunds (negative) written against it since. */
export const paidOnly = <Payment extends PaymentLinePayment>(payments: readonly Payment[]) =>
  payments.filter((payment) => payment.amount.raw > 0);

/**
 * Each payment of an order, amount first, as recorded: "£13.00 from account credit", "£5.00 by
 * Visa ending 0006". Nothing for an order nothing was paid for.
 */
export function PaymentLines({ payments }: { payments: readonly PaymentLinePayment[] }) {
  if (payments.length === 0) return null;
  return (
    <ul className="lido-payment-lines">
      {payments.map((payment) => (
        <li key={payment.reference} data-testid="payment-line">
          <span className="lido-payment-lines__amount">{payment.amount.formatted}</span>{' '}
          {paidHow(payment)}
        </li>
      ))}
    </ul>
  );
}
