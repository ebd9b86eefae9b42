import { escapeHtml } from '@lido/contract';
import type { OutgoingEmail } from '../../people/email';
import { dateObject, timeOfDay } from '../../timetable/timetable';
import type { WaitlistEntryRow } from './waitlists.repository';

export type OfferEmail = OutgoingEmail;

export interface OfferEmailInput {
  to: string;
  firstName: string;
  entry: WaitlistEntryRow;
  expiresAt: Date;
  now: Date;
  basketUrl: string;
}

/** A place has come up: it is in their basket until the offer ends; one tap goes to pay for it. */
export function offerEmail(input: OfferEmailInput): OfferEmail {
  const { session } = input.entry;
  const { timezone } = session;
  const date = dateObject(session.date, timezone, input.now, session.startsAt).full_date_pretty;
  const start = timeOfDay(session.startsAt, timezone).format_24_hour;
  const until = timeOfDay(input.expiresAt, timezone).format_24_hour;
  const what = `${session.name}, ${date} at ${start}, ${session.locationName}, ${session.venueName}`;
  const subject = `A place has come up: ${session.name} at ${start}`;
  const text = [
    `Hello ${input.firstName},`,
    '',
    `A place has come up on ${what}, and we have put it in your basket.`,
    `It is held for you until ${until}. Pay for it before then to book it: ${input.basketUrl}`,
    '',
    'If you no longer want it, remove it from your basket and it goes to the next person waiting.',
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1446">',
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>A place has come up on ${escapeHtml(what)}, and we have put it in your basket.</p>`,
    `<p>It is held for you until <strong>${until}</strong>.</p>`,
    `<p><a href="${escapeHtml(input.basketUrl)}">Pay for your place</a></p>`,
    '<p>If you no longer want it, remove it from your basket and it goes to the next person waiting.</p>',
    '</body></html>',
  ].join('');
  return { to: input.to, subject, text, html };
}
