import { escapeHtml } from '@lido/contract';
import { formatPence } from '../../../platform/money';
import type { OutgoingEmail } from '../../people/email';
import { dateObject, timeOfDay } from '../../timetable/timetable';
import { bookingCalendar } from './booking-calendar';
import type { OrderBookingRow } from './checkout-ports';
import type { OrderRow } from './checkout.repository';

export interface ConfirmationEmailInput {
  to: string;
  firstName: string;
  order: OrderRow;
  bookings: readonly OrderBookingRow[];
  now: Date;
  siteUrl: string;
  operatorName: string;
  currency: string;
}

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
  const confirmationUrl = `${siteUrl}/booking-confirmed/${order.id}`;
  const lines = bookings.map((booking) => ({ booking, ...describe(booking, now) }));
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
    '',
    `See your booking: ${confirmationUrl}`,
    'The attached calendar file adds these sessions to your calendar.',
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
    `<p><a href="${escapeHtml(confirmationUrl)}">See your booking</a>. The attached calendar file adds these sessions to your calendar.</p>`,
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
