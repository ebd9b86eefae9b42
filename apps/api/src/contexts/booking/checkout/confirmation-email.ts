import { escapeHtml } from '@lido/contract';
import { formatPence } from '../../../platform/money';
import { describePayment, type OrderPayment } from '../../money/payments';
import { GUEST_CLAIM_DAYS } from '../../people/accounts';
import { htmlList, type OutgoingEmail } from '../../people/email';
import { dateObject, timeOfDay } from '../../timetable/timetable';
import { bookingCalendar } from './booking-calendar';
import type { OrderBookingRow } from './checkout-ports';
import type { OrderRow } from './checkout.repository';

export interface ConfirmationEmailInput {
  to: string;
  firstName: string;
  order: OrderRow;
  bookings: readonly OrderBookingRow[];
  /** How it was paid, as recorded with the order (`listOrderPayments`). */
  payments: readonly OrderPayment[];
  now: Date;
  siteUrl: string;
  operatorName: string;
  currency: string;
  /**
   * A guest's order (issue 43): the secrets that open it without signing in and that claim its
   * bookings into an account.
   */
  guestLinks?: { orderToken: string; claimToken: string };
}

/** The bookings site's page that keeps a guest's bookings in an account (sets a password). */
export function claimBookingsUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}/claim-bookings?claim_token=${token}`;
}

const claimText = (days: number) =>
  `Keep these bookings in an account, to see and manage them in My account: choose a password here (or, if you already have an account with this email address, log in to it there). The link works once, for ${days} days.`;

const RELEASE_TEXT = "Can't make it? Release my place";

/** The booking's release link, so a customer who cannot come frees the place for the waitlist. */
function releaseUrl(booking: OrderBookingRow, siteUrl: string): string | null {
  return booking.releaseToken ? `${siteUrl}/release/${booking.releaseToken}` : null;
}

function describe(booking: OrderBookingRow, now: Date): { when: string; where: string } {
  const { timezone } = booking.venue;
  const date = dateObject(booking.date, timezone, now, booking.startsAt);
  const start = timeOfDay(booking.startsAt, timezone).format_24_hour;
  const end = timeOfDay(booking.endsAt, timezone).format_24_hour;
  return {
    when: `${date.full_date_pretty}, ${start}–${end}`,
    where: [booking.location?.name, booking.venue.name].filter(Boolean).join(', '),
  };
}

/** The booking confirmation, as plain text and HTML, with the sessions as a calendar file. */
export function confirmationEmail(input: ConfirmationEmailInput): OutgoingEmail {
  const { order, bookings, now, siteUrl, operatorName, currency } = input;
  const total = formatPence(order.totalPence, currency);
  const { guestLinks } = input;
  // A guest is not signed in where they open it: the link carries the order's own secret, as
  // `order_token` (the site reads a `token` parameter as a sign-in handed over by another site).
  const confirmationUrl = `${siteUrl}/booking-confirmed/${order.id}${guestLinks ? `?order_token=${guestLinks.orderToken}` : ''}`;
  const claimUrl = guestLinks && claimBookingsUrl(siteUrl, guestLinks.claimToken);
  const lines = bookings.map((booking) => ({ booking, ...describe(booking, now) }));
  const paidBy = input.payments.map((payment) => describePayment(payment, currency));
  const text = [
    `Hello ${input.firstName},`,
    '',
    `Thank you for booking with ${operatorName}. Your order ${order.id} is confirmed:`,
    '',
    ...lines.flatMap(({ booking, when, where }) => {
      const release = releaseUrl(booking, siteUrl);
      return [
        `- ${booking.name}: ${when} at ${where} (${booking.quantity} × ${booking.pricingOptionName}, ${booking.firstName} ${booking.lastName})`,
        ...(release ? [`  ${RELEASE_TEXT}: ${release}`] : []),
      ];
    }),
    '',
    `Total paid: ${total}`,
    ...paidBy.map((line) => `- ${line}`),
    '',
    `See your booking: ${confirmationUrl}`,
    'The attached calendar file adds these sessions to your calendar.',
    ...(claimUrl ? ['', claimText(GUEST_CLAIM_DAYS), claimUrl] : []),
    '',
    operatorName,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1446">',
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>Thank you for booking with ${escapeHtml(operatorName)}. Your order ${order.id} is confirmed:</p>`,
    '<ul>',
    ...lines.map(({ booking, when, where }) => {
      const release = releaseUrl(booking, siteUrl);
      const link = release
        ? `<br><a href="${escapeHtml(release)}">${escapeHtml(RELEASE_TEXT)}</a>`
        : '';
      return `<li><strong>${escapeHtml(booking.name)}</strong>: ${escapeHtml(when)} at ${escapeHtml(where)} (${booking.quantity} × ${escapeHtml(booking.pricingOptionName)}, ${escapeHtml(`${booking.firstName} ${booking.lastName}`)})${link}</li>`;
    }),
    '</ul>',
    `<p>Total paid: <strong>${escapeHtml(total)}</strong></p>`,
    ...htmlList(paidBy),
    `<p><a href="${escapeHtml(confirmationUrl)}">See your booking</a>. The attached calendar file adds these sessions to your calendar.</p>`,
    ...(claimUrl
      ? [
          `<p>${escapeHtml(claimText(GUEST_CLAIM_DAYS))}</p>`,
          `<p><a href="${escapeHtml(claimUrl)}">Keep my bookings in an account</a></p>`,
        ]
      : []),
    `<p>${escapeHtml(operatorName)}</p>`,
    '</body></html>',
  ].join('');
  const calendar = bookingCalendar(bookings, { now, siteUrl, operatorName });
  return {
    to: input.to,
    subject: `Your ${operatorName} booking is confirmed (order ${order.id})`,
    text,
    html,
    attachments: [
      {
        filename: `lido-order-${order.id}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(calendar, 'utf8').toString('base64'),
      },
    ],
  };
}
