import { escapeHtml, type StaffRole } from '@lido/contract';
import type { OutgoingEmail } from './account-ports';

/** A role as the invitation names it. */
const ROLE_NAMES: Record<StaffRole, string> = {
  receptionist: 'a receptionist',
  manager: 'a manager',
  operator_admin: 'an operator administrator',
};

export interface StaffInvitationEmail {
  to: string;
  firstName: string;
  operatorName: string;
  venueName: string;
  role: StaffRole;
  setPasswordUrl: string;
  logInUrl: string;
  validForDays: number;
}

/** The invitation a new member of staff gets to choose their password, as plain text and HTML. */
export function staffInvitationEmail({
  to,
  firstName,
  operatorName,
  venueName,
  role,
  setPasswordUrl,
  logInUrl,
  validForDays,
}: StaffInvitationEmail): OutgoingEmail {
  const subject = `Choose your password for the ${operatorName} front desk`;
  const welcome = `${operatorName} has given you a front desk account at ${venueName}, as ${ROLE_NAMES[role]}.`;
  const signIn = `Then log in at ${logInUrl} with this email address, ${to}, and your new password.`;
  const text = [
    `Hello ${firstName},`,
    '',
    welcome,
    `Choose your password here (the link works once, for ${validForDays} days):`,
    '',
    setPasswordUrl,
    '',
    signIn,
    '',
    'If you were not expecting this, you can ignore this email: no one can log in to the account until a password is chosen.',
    '',
    operatorName,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1446">',
    `<p>Hello ${escapeHtml(firstName)},</p>`,
    `<p>${escapeHtml(welcome)}</p>`,
    `<p><a href="${escapeHtml(setPasswordUrl)}" style="display: inline-block; padding: 10px 18px; background: #8856f2; color: #ffffff; text-decoration: none; border-radius: 4px">Choose your password</a></p>`,
    `<p>The link works once, for ${validForDays} days. If the button does not work, copy this address into your browser:<br>${escapeHtml(setPasswordUrl)}</p>`,
    `<p>${escapeHtml(signIn)}</p>`,
    '<p>If you were not expecting this, you can ignore this email: no one can log in to the account until a password is chosen.</p>',
    `<p>${escapeHtml(operatorName)}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject, text, html };
}
