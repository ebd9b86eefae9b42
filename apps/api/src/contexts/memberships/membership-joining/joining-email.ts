import { escapeHtml } from '@lido/contract';
import { longDateInLondon } from '@lido/calendar-date';
import type { Database } from '../../../platform/db/client';
import { formatPence } from '../../../platform/money';
import { findCustomerById } from '../../people/accounts';
import { htmlList, type OutgoingEmail } from '../../people/email';
import { type CardTransactionRow, describePayment } from '../../money/payments';
import { findOperator, findVenueByIdentifier } from '../../venue-setup/venues';
import { findMandateOfMembership } from '../direct-debit';
import { findMembership, findPlan, membershipNumber } from '../memberships';
import type { JoiningRow } from './membership-joining.repository';
import { firstCollectionOf } from './joining-record';

/** A date as the email says it: "Sun 1 November 2026". */
const spoken = (date: string) => longDateInLondon(new Date(`${date}T12:00:00Z`));

export interface JoiningEmailInput {
  to: string;
  firstName: string;
  operatorName: string;
  currency: string;
  planName: string;
  venueName: string;
  membershipNumber: string;
  startsOn: string;
  /** The first payment as the joining recorded it, and the card payment that paid it (if any). */
  joining: Pick<JoiningRow, 'joiningFeePence' | 'proRataPence' | 'coversTo' | 'monthlyPricePence'>;
  paid: Pick<CardTransactionRow, 'amountPence' | 'cardType' | 'lastFourDigits'> | null;
  firstCollectionOn: string;
  /** The Direct Debit's account, as the mandate records it; null if it is not on record. */
  accountNumberEnding: string | null;
}

/**
 * Welcome to a membership joined online: what was paid today (the card payment as recorded, with
 * the joining fee and the days it covers), and what the Direct Debit takes and from when.
 */
export function joiningEmail(input: JoiningEmailInput): OutgoingEmail {
  const money = (pence: number) => formatPence(pence, input.currency);
  const { joining, paid } = input;
  const paidToday = paid
    ? `Paid today: ${describePayment({ tenderType: 'card', ...paid }, input.currency)}.`
    : 'There was nothing to pay today.';
  const parts = [
    ...(joining.joiningFeePence > 0 ? [`Joining fee: ${money(joining.joiningFeePence)}`] : []),
    ...(joining.proRataPence > 0
      ? [`${spoken(input.startsOn)} to ${spoken(joining.coversTo)}: ${money(joining.proRataPence)}`]
      : []),
  ];
  const account = input.accountNumberEnding
    ? ` from your account ending ${input.accountNumberEnding}`
    : '';
  const directDebit = `Your Direct Debit: ${money(joining.monthlyPricePence)} a month${account}, first collected on ${spoken(input.firstCollectionOn)}, then on the same day each month.`;
  const started = `Your ${input.planName} membership at ${input.venueName} started on ${spoken(input.startsOn)}. Your membership number is ${input.membershipNumber}.`;
  const manage = 'You can see and manage your membership in My account.';
  const text = [
    `Hello ${input.firstName},`,
    '',
    `Welcome to ${input.operatorName}. ${started}`,
    '',
    paidToday,
    ...parts.map((part) => `- ${part}`),
    '',
    directDebit,
    '',
    manage,
    '',
    input.operatorName,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1446">',
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>Welcome to ${escapeHtml(input.operatorName)}. ${escapeHtml(started)}</p>`,
    `<p>${escapeHtml(paidToday)}</p>`,
    ...htmlList(parts),
    `<p>${escapeHtml(directDebit)}</p>`,
    `<p>${escapeHtml(manage)}</p>`,
    `<p>${escapeHtml(input.operatorName)}</p>`,
    '</body></html>',
  ].join('');
  return {
    to: input.to,
    subject: `Welcome to ${input.operatorName}: your ${input.planName} membership has started`,
    text,
    html,
  };
}

/**
 * Queues the welcome email in the transaction that starts the membership, so it is sent only if
 * the membership did start. A member without an email address is not written to.
 */
export async function queueJoiningEmail(
  tx: Database,
  queueEmail: (db: Database, email: OutgoingEmail) => Promise<void>,
  {
    membershipId,
    joining,
    paid,
  }: { membershipId: number; joining: JoiningRow; paid: CardTransactionRow | null },
): Promise<void> {
  const membership = await findMembership(tx, membershipId);
  const customer = membership && (await findCustomerById(tx, membership.customerId));
  if (!membership || !customer?.email) return;
  // One after another: they share the transaction's connection.
  const plan = await findPlan(tx, membership.planId);
  const venue = membership.homeVenueId
    ? await findVenueByIdentifier(tx, String(membership.homeVenueId))
    : undefined;
  const operator = await findOperator(tx);
  const mandate = await findMandateOfMembership(tx, membershipId);
  await queueEmail(
    tx,
    joiningEmail({
      to: customer.email,
      firstName: customer.firstName,
      operatorName: operator?.name ?? 'Lido',
      currency: operator?.currencyCode ?? 'GBP',
      planName: plan?.name ?? 'Membership',
      venueName: venue?.name ?? 'your home venue',
      membershipNumber: membershipNumber(membershipId),
      startsOn: membership.startsOn,
      joining,
      paid,
      firstCollectionOn: firstCollectionOf(membership, joining),
      accountNumberEnding: mandate?.accountNumberEnding ?? null,
    }),
  );
}
