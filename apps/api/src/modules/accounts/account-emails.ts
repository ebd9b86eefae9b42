import { escapeHtml } from '@lido/contract';
import type { OutgoingEmail } from './account-ports';

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
