import { escapeHtml } from '@lido/contract';
import type { OutgoingEmail } from '../../people/email';
import { spokenDate } from './membership-state';

export interface GuestPassEmailInput {
  to: string;
  guestName: string;
  /** Who gave the pass: the member's full name. */
  giverName: string;
  /** The code as the guest reads it ("ABCDE-FGHJK"). */
  code: string;
  expiresOn: string;
  operatorName: string;
  /** The booking site, where the pass is used. */
  siteUrl: string;
}

/**
 * The email a guest gets with their pass: who gave it, its code, its last day, and how to use it
 * (book on the site, then enter the code on the session in the basket).
 */
export function guestPassEmail(input: GuestPassEmailInput): OutgoingEmail {
  const { guestName, giverName, code, operatorName } = input;
  const siteUrl = input.siteUrl.replace(/\/$/, '');
  const lastDay = spokenDate(input.expiresOn);
  const steps = [
    `Choose a session at ${siteUrl} and add it to your basket.`,
    'Sign in, or create an account, and open your basket.',
    `Under the session, enter the code ${code} and choose Apply guest pass: one place is then £0.00.`,
    'Complete your booking.',
  ];
  const text = [
    `Hello ${guestName},`,
    '',
    `${giverName} has given you a guest pass for ${operatorName}: one free place at a swim, class or court session of your choice.`,
    '',
    `Your code: ${code}`,
    `Use it for a session on or before ${lastDay}.`,
    '',
    'How to use it:',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    'The pass pays for one place, once.',
    '',
    operatorName,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1446">',
    `<p>Hello ${escapeHtml(guestName)},</p>`,
    `<p>${escapeHtml(giverName)} has given you a guest pass for ${escapeHtml(operatorName)}: one free place at a swim, class or court session of your choice.</p>`,
    `<p>Your code: <strong style="font-size: 1.25em; letter-spacing: 0.1em">${escapeHtml(code)}</strong><br>`,
    `Use it for a session on or before <strong>${escapeHtml(lastDay)}</strong>.</p>`,
    '<p>How to use it:</p>',
    '<ol>',
    `<li>Choose a session at <a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a> and add it to your basket.</li>`,
    ...steps.slice(1).map((step) => `<li>${escapeHtml(step)}</li>`),
    '</ol>',
    '<p>The pass pays for one place, once.</p>',
    `<p>${escapeHtml(operatorName)}</p>`,
    '</body></html>',
  ].join('');
  return {
    to: input.to,
    subject: `${giverName} has given you a guest pass for ${operatorName}`,
    text,
    html,
  };
}
