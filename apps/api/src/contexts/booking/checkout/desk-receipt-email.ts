import { type DeskReceipt, escapeHtml } from '@lido/contract';
import type { OutgoingEmail } from '../../people/email';
import { tenderTypeLabels } from '../../money/payments';
import type { TenderType } from '../../../tender';

const tenderLabel = (type: string) => tenderTypeLabels[type as TenderType] ?? type;

/** Whom the receipt was for, as printed: a walk-in by that name, others with their reference. */
function customerLine(receipt: DeskReceipt): string {
  const { customer } = receipt;
  const name = `${customer.first_name} ${customer.last_name}`;
  return customer.is_walk_in ? name : `${name} (${customer.reference})`;
}

/**
 * The desk's receipt as an email: the printed receipt's facts (what was bought, how it was paid,
 * the change, whom for, who served), as plain text and HTML.
 */
export function deskReceiptEmail(receipt: DeskReceipt, to: string): OutgoingEmail {
  const bought = receipt.bookings.map((booking) => ({
    what: `${booking.name}, ${booking.date.full_date_pretty} ${booking.starts_at.format_24_hour}–${booking.ends_at.format_24_hour}, ${booking.venue_name}`,
    detail: `${booking.quantity} × ${booking.pricing_option_name}, ${booking.attendee.first_name} ${booking.attendee.last_name}`,
    price: booking.price.formatted,
  }));
  const paid = receipt.payments.map((payment) => ({
    how: tenderLabel(payment.tender_type),
    reference: payment.reference,
    amount: payment.amount.formatted,
  }));
  const facts = [
    ['Total', receipt.total.formatted],
    ...(receipt.change.raw > 0 ? [['Change given', receipt.change.formatted]] : []),
    ['For', customerLine(receipt)],
    ...(receipt.served_by ? [['Served by', receipt.served_by]] : []),
  ];
  const text = [
    `${receipt.operator_name}: receipt for order ${receipt.id}`,
    `Date: ${receipt.created_at.slice(0, 10)}`,
    '',
    ...bought.map((line) => `- ${line.what} (${line.detail}): ${line.price}`),
    '',
    'Paid:',
    ...paid.map((line) => `- ${line.how} (${line.reference}): ${line.amount}`),
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `Thank you for visiting ${receipt.operator_name}.`,
  ].join('\n');
  const row = (cells: string[]) =>
    `<tr>${cells.map((cell) => `<td style="padding: 2px 8px">${escapeHtml(cell)}</td>`).join('')}</tr>`;
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1446">',
    `<h1 style="font-size: 18px">${escapeHtml(receipt.operator_name)}: receipt for order ${receipt.id}</h1>`,
    `<p>Date: ${escapeHtml(receipt.created_at.slice(0, 10))}</p>`,
    '<table>',
    ...bought.map((line) => row([`${line.what} (${line.detail})`, line.price])),
    '</table>',
    '<p>Paid:</p><table>',
    ...paid.map((line) => row([`${line.how} (${line.reference})`, line.amount])),
    '</table><table>',
    ...facts.map(([label, value]) => row([label ?? '', value ?? ''])),
    '</table>',
    `<p>Thank you for visiting ${escapeHtml(receipt.operator_name)}.</p>`,
    '</body></html>',
  ].join('');
  return {
    to,
    subject: `Your ${receipt.operator_name} receipt (order ${receipt.id})`,
    text,
    html,
  };
}
