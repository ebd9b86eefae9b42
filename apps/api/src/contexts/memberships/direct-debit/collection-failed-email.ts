import { escapeHtml } from '@lido/contract';
import { longDateInLondon } from '@lido/calendar-date';
import { formatPence } from '../../../platform/money';
import type { OutgoingEmail } from '../../people/email';

export interface CollectionFailedEmailInput {
  to: string;
  firstName: string;
  planName: string;
  operatorName: string;
  amountPence: number;
  currency: string;
  /** The day the Direct Debit was due (`YYYY-MM-DD`). */
  chargeDate: string;
  /** Why the bank refused it, as GoCardless says (`insufficient_funds`, …); null if unsaid. */
  cause: string | null;
  /** My account's memberships, where the member pays by card. */
  membershipsUrl: string;
}

/** The bank's reasons members can act on, in their words; any other is left unsaid. */
const causes: Record<string, string> = {
  insufficient_funds: 'there was not enough money in the account',
  mandate_cancelled: 'the Direct Debit instruction has been cancelled',
  bank_account_closed: 'the bank account has been closed',
  refer_to_payer: 'your bank did not say why',
};

/**
 * A monthly Direct Debit failed: the member is told what is owed and that it can be paid by card
 * in My account (the membership stays in arrears until it is).
 */
export function collectionFailedEmail(input: CollectionFailedEmailInput): OutgoingEmail {
  const amount = formatPence(input.amountPence, input.currency);
  const due = longDateInLondon(new Date(`${input.chargeDate}T12:00:00Z`));
  const reason = input.cause ? causes[input.cause] : undefined;
  const failed = `Your Direct Debit of ${amount} for ${input.planName}, due on ${due}, could not be collected${reason ? ` because ${reason}` : ''}.`;
  const payLine = `You can pay it by card in My account: ${input.membershipsUrl}`;
  const subject = `Your ${input.planName} payment of ${amount} could not be collected`;
  const text = [
    `Hello ${input.firstName},`,
    '',
    failed,
    payLine,
    '',
    'Your next monthly payment will still be collected by Direct Debit as usual.',
    '',
    input.operatorName,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1446">',
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>${escapeHtml(failed)}</p>`,
    `<p><a href="${escapeHtml(input.membershipsUrl)}">Pay ${escapeHtml(amount)} by card</a></p>`,
    '<p>Your next monthly payment will still be collected by Direct Debit as usual.</p>',
    `<p>${escapeHtml(input.operatorName)}</p>`,
    '</body></html>',
  ].join('');
  return { to: input.to, subject, text, html };
}
