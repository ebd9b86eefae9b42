import { escapeHtml } from '@lido/contract';
import type { OutgoingEmail } from './account-ports';

/** The bookings site's reset page, which sets a password with the token (forgotten or never set). */
export function setPasswordUrl(bookingsSiteUrl: string, token: string): string {
  return `${bookingsSiteUrl.replace(/\/$/, '')}/reset-password?reset_token=${token}`;
}

export interface PasswordResetEmail {
  to: string;
  firstName: string;
  operatorName: string;
  resetUrl: string;
  validForMinutes: number;
}

/** The password-reset email, as plain text and HTML. */
export function passwordResetEmail({
  to,
  firstName,
  operatorName,
  resetUrl,
  validForMinutes,
}: PasswordResetEmail): OutgoingEmail {
  const subject = `Reset your ${operatorName} password`;
  const text = [
    `Hello ${firstName},`,
    '',
    `We received a request to reset the password of your ${operatorName} account.`,
    `Choose a new password here (the link works once, for ${validForMinutes} minutes):`,
    '',
    resetUrl,
    '',
    'If you did not ask for this, you can ignore this email: your password has not changed.',
    '',
    operatorName,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1446">',
    `<p>Hello ${escapeHtml(firstName)},</p>`,
    `<p>We received a request to reset the password of your ${escapeHtml(operatorName)} account.</p>`,
    `<p><a href="${escapeHtml(resetUrl)}" style="display: inline-block; padding: 10px 18px; background: #8856f2; color: #ffffff; text-decoration: none; border-radius: 4px">Reset your password</a></p>`,
    `<p>The link works once, for ${validForMinutes} minutes. If the button does not work, copy this address into your browser:<br>${escapeHtml(resetUrl)}</p>`,
    '<p>If you did not ask for this, you can ignore this email: your password has not changed.</p>',
    `<p>${escapeHtml(operatorName)}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject, text, html };
}

export interface InvitationEmail {
  to: string;
  firstName: string;
  operatorName: string;
  setPasswordUrl: string;
  validForDays: number;
}

/**
 * The invitation an imported customer gets: their account exists (moved from the operator's old
 * system) but has no password, which Lido never imports; the link sets one on the reset page.
 */
export function invitationEmail({
  to,
  firstName,
  operatorName,
  setPasswordUrl,
  validForDays,
}: InvitationEmail): OutgoingEmail {
  const subject = `Welcome to ${operatorName}: set your password`;
  const text = [
    `Hello ${firstName},`,
    '',
    `${operatorName} has moved your account to its new booking site. To sign in there, choose a password.`,
    `Set it here (the link works once, for ${validForDays} days):`,
    '',
    setPasswordUrl,
    '',
    'After that, ask for a new link with "Forgotten password" on the sign-in page.',
    '',
    operatorName,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1446">',
    `<p>Hello ${escapeHtml(firstName)},</p>`,
    `<p>${escapeHtml(operatorName)} has moved your account to its new booking site. To sign in there, choose a password.</p>`,
    `<p><a href="${escapeHtml(setPasswordUrl)}" style="display: inline-block; padding: 10px 18px; background: #8856f2; color: #ffffff; text-decoration: none; border-radius: 4px">Set your password</a></p>`,
    `<p>The link works once, for ${validForDays} days. If the button does not work, copy this address into your browser:<br>${escapeHtml(setPasswordUrl)}</p>`,
    '<p>After that, ask for a new link with “Forgotten password” on the sign-in page.</p>',
    `<p>${escapeHtml(operatorName)}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject, text, html };
}
