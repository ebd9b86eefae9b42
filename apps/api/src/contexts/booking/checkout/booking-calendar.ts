import type { OrderBookingRow } from './checkout-ports';

/** iCalendar text: commas, semicolons, backslashes and newlines are escaped. */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n');
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Lines longer than 75 octets are folded, as RFC 5545 requires. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest, 'utf8') > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut), 'utf8') > 75) cut--;
    parts.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

/** An .ics file with one event per booked session, so customers can add them to any calendar. */
export function bookingCalendar(
  bookings: readonly OrderBookingRow[],
  { now, siteUrl, operatorName }: { now: Date; siteUrl: string; operatorName: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(operatorName)}//Lido bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const booking of bookings) {
    const where = [booking.location?.name, booking.venue.name, booking.venue.address]
      .filter(Boolean)
      .join(', ');
    lines.push(
      'BEGIN:VEVENT',
      `UID:booking-${booking.id}@${new URL(siteUrl).hostname}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(booking.startsAt)}`,
      `DTEND:${utcStamp(booking.endsAt)}`,
      `SUMMARY:${escapeText(booking.name)}`,
      `LOCATION:${escapeText(where)}`,
      `DESCRIPTION:${escapeText(`${booking.quantity} × ${booking.pricingOptionName} for ${booking.firstName} ${booking.lastName}. Booking ${booking.id}.`)}`,
      `URL:${siteUrl}/my-account/bookings/upcoming`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
