import { escapeHtml } from '@lido/contract';
import { formatPence } from '../../../platform/money';
import type { OutgoingEmail } from '../../people/email';
import { dateObject, timeOfDay, type OperatedSession } from '../../timetable/timetable';

/** What one payer's places on a cancelled session came to, and where the money went. */
export interface PayerRefund {
  places: number;
  cardPence: number;
  creditPence: number;
}

const bodyStyle = 'font-family: Arial, sans-serif; color: #1b1446';

/** "Yoga, Wednesday 21st October 2026 at 12:00, Studio 1, Swiss Cottage Leisure Centre". */
function sessionLine(
  session: Pick<
    OperatedSession,
    'name' | 'date' | 'startsAt' | 'timezone' | 'locationName' | 'venueName'
  >,
  now: Date,
): string {
  const date = dateObject(session.date, session.timezone, now, session.startsAt).full_date_pretty;
  const start = timeOfDay(session.startsAt, session.timezone).format_24_hour;
  return [`${session.name}, ${date} at ${start}`, session.locationName, session.venueName]
    .filter((part): part is string => part !== null && part !== '')
    .join(', ');
}

/** Where the money went, one sentence per destination. */
function refundSentences(refund: PayerRefund, currency: string): string[] {
  const sentences: string[] = [];
  if (refund.cardPence > 0) {
    sentences.push(
      `We have refunded ${formatPence(refund.cardPence, currency)} to the card you paid with; it can take a few working days to reach your account.`,
    );
  }
  if (refund.creditPence > 0) {
    sentences.push(
      `We have added ${formatPence(refund.creditPence, currency)} to your account credit, to spend on your next booking.`,
    );
  }
  if (sentences.length === 0) {
    sentences.push(
      'There was nothing to pay for your place, so there is nothing to refund; any package visit or membership benefit it used has been given back.',
    );
  }
  return sentences;
}

/** The venue cancelled a session: why, and where each penny of the payer's places went. */
export function sessionCancelledEmail(input: {
  to: string;
  firstName: string;
  session: OperatedSession;
  reason: string;
  refund: PayerRefund;
  currency: string;
  now: Date;
}): OutgoingEmail {
  const what = sessionLine(input.session, input.now);
  const places = input.refund.places === 1 ? 'your place' : `your ${input.refund.places} places`;
  const money = refundSentences(input.refund, input.currency);
  const text = [
    `Hello ${input.firstName},`,
    '',
    `We are sorry: ${what} has been cancelled, and ${places} with it.`,
    `The reason: ${input.reason}`,
    '',
    ...money,
    '',
    `You do not need to do anything. We hope to see you at ${input.session.venueName} soon.`,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="en"><body style="${bodyStyle}">`,
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>We are sorry: ${escapeHtml(what)} has been cancelled, and ${places} with it.</p>`,
    `<p>The reason: ${escapeHtml(input.reason)}</p>`,
    ...money.map((sentence) => `<p>${escapeHtml(sentence)}</p>`),
    `<p>You do not need to do anything. We hope to see you at ${escapeHtml(input.session.venueName)} soon.</p>`,
    '</body></html>',
  ].join('');
  return {
    to: input.to,
    subject: `Cancelled: ${input.session.name} on ${input.session.date}`,
    text,
    html,
  };
}

/** The venue moved a session the payer has places on: from when to when. */
export function sessionMovedEmail(input: {
  to: string;
  firstName: string;
  before: OperatedSession;
  after: OperatedSession;
  now: Date;
}): OutgoingEmail {
  const from = sessionLine(input.before, input.now);
  const { after } = input;
  const date = dateObject(after.date, after.timezone, input.now, after.startsAt).full_date_pretty;
  const start = timeOfDay(after.startsAt, after.timezone).format_24_hour;
  const end = timeOfDay(after.endsAt, after.timezone).format_24_hour;
  const to = `${date}, ${start} to ${end}`;
  const text = [
    `Hello ${input.firstName},`,
    '',
    `${from} has moved. It is now on ${to}.`,
    'Your booking has moved with it: you do not need to do anything.',
    '',
    'If the new time does not suit you, you can cancel the booking in My account.',
  ].join('\n');
  const html = [
    `<!doctype html><html lang="en"><body style="${bodyStyle}">`,
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>${escapeHtml(from)} has moved. It is now on <strong>${escapeHtml(to)}</strong>.</p>`,
    '<p>Your booking has moved with it: you do not need to do anything.</p>',
    '<p>If the new time does not suit you, you can cancel the booking in My account.</p>',
    '</body></html>',
  ].join('');
  return {
    to: input.to,
    subject: `Moved: ${input.after.name} is now on ${input.after.date}`,
    text,
    html,
  };
}
