import type { DeskReceiptView } from '../api/desk-checkout';
import { useDeskMoney } from '../../../shared/hooks/use-desk-money';
import { tenderLabels } from './tender-form';

const whenPaid = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const tenderLabel = (tenderType: string) =>
  tenderType in tenderLabels ? tenderLabels[tenderType as keyof typeof tenderLabels] : 'Card';

/** The receipt itself, laid out for an 80 mm thermal roll when printed (desk.css). */
export function DeskReceipt({ receipt }: { receipt: DeskReceiptView }) {
  const money = useDeskMoney();
  const { customer } = receipt;
  const cancelled = new Set(receipt.cancelledBookingIds);
  const venueName = receipt.bookings[0]?.venueName;
  return (
    <article className="lido-receipt" aria-label={`Receipt for order ${receipt.id}`}>
      <header className="lido-receipt__header">
        <p className="lido-receipt__operator">{receipt.operatorName}</p>
        {venueName ? <p>{venueName}</p> : null}
        <p>
          Order {receipt.id} · {whenPaid.format(new Date(receipt.createdAt))}
        </p>
        <p>
          {customer.isWalkIn
            ? 'Walk-in customer'
            : `${customer.firstName} ${customer.lastName} (${customer.reference})`}
        </p>
      </header>
      <table className="lido-receipt__lines">
        <caption className="lido-visually-hidden">Bought</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {receipt.bookings.map((booking) => (
            <tr key={booking.id}>
              <td>
                {booking.name}
                {booking.quantity > 1 ? ` × ${booking.quantity}` : ''}
                <br />
                {booking.date.fullDatePretty}, {booking.startsAt.format24Hour}
                {booking.location ? ` · ${booking.location.name}` : ''}
                {cancelled.has(booking.id) ? ' · cancelled' : ''}
              </td>
              <td>{money(booking.price.raw)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{money(receipt.total.raw)}</td>
          </tr>
        </tfoot>
      </table>
      <table className="lido-receipt__lines">
        <caption className="lido-visually-hidden">Paid</caption>
        <tbody>
          {receipt.payments.map((payment, index) => (
            <tr key={`${payment.reference}-${index}`}>
              <th scope="row">
                {payment.amount.raw < 0 ? 'Refund: ' : ''}
                {tenderLabel(payment.tenderType)}
                {payment.card ? ` ${payment.card.cardType} ••••${payment.card.lastFourDigits}` : ''}
              </th>
              {/* Cash is kept net of change; the roll shows what was handed over. */}
              <td>
                {money(
                  payment.amount.raw +
                    (payment.tenderType === 'cash' && payment.amount.raw > 0
                      ? receipt.change.raw
                      : 0),
                )}
              </td>
            </tr>
          ))}
          {receipt.change.raw > 0 ? (
            <tr>
              <th scope="row">Change</th>
              <td>{money(receipt.change.raw)}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {receipt.servedBy ? <p>Served by {receipt.servedBy}</p> : null}
      <p className="lido-receipt__thanks">Thank you</p>
    </article>
  );
}
