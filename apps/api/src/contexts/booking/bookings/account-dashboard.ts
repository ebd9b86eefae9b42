import { calendarDateIn } from '@lido/calendar-date';
import type { AccountAlert, Dashboard } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors/domain-error';
import { findCustomerById } from '../../people/accounts';
import { getCreditBalance } from '../../money/credit-ledger';
import { directDebitSummaries } from '../../memberships/direct-debit';
import { listMyMemberships, loadCustomerStanding } from '../../memberships/memberships';
import { formatPence } from '../../../platform/money';
import { countPackageSessionsRemaining } from '../../memberships/packages';
import { OUTSTANDING_PENALTY_MESSAGE } from '../../people/penalties';
import { findOperator } from '../../venue-setup/venues';
import { listMyBookings } from './my-account-bookings';

export const NEXT_BOOKINGS_SHOWN = 3;

/** The My account dashboard: what is coming up, what the customer holds, and what needs action. */
export async function getDashboard(
  db: Database,
  customerId: number,
  now: Date,
): Promise<Dashboard> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw notFound();
  const [nextBookings, memberships, credit, packagesRemaining, standing] = await Promise.all([
    listMyBookings(db, customerId, { filter: 'future', now, limit: NEXT_BOOKINGS_SHOWN }),
    listMyMemberships(db, customerId, calendarDateIn(now)),
    getCreditBalance(db, customerId),
    countPackageSessionsRemaining(db, customerId, now),
    loadCustomerStanding(db, customerId, now),
  ]);

  const alerts: AccountAlert[] = [];
  if (standing.hasOutstandingPenalties) {
    alerts.push({
      type: 'outstanding_penalties',
      message: OUTSTANDING_PENALTY_MESSAGE,
    });
  }
  if (standing.membershipDocumentUploadRequired) {
    alerts.push({
      type: 'document_upload_required',
      message: 'Your membership needs a document. Please upload it to keep your membership active.',
    });
  }
  for (const document of standing.documentExpiry) {
    if (!document.document_expiring_soon || document.days_to_expiry === null) continue;
    const days = document.days_to_expiry;
    alerts.push({
      type: 'document_expiring',
      message:
        days < 0
          ? `Your ${document.name} has expired. Please upload a new one.`
          : days === 0
            ? `Your ${document.name} expires today. Please upload a new one.`
            : `Your ${document.name} expires in ${days} day${days === 1 ? '' : 's'}. Please upload a new one.`,
    });
  }

  // What failed Direct Debits left owing, with where to pay it (the member was emailed too).
  // (Any but one still being joined: a mandate cancelled since does not pay what was owed.)
  const paidByDirectDebit = memberships.filter((membership) => membership.status !== 'pending');
  if (paidByDirectDebit.length > 0) {
    const [summaries, operator] = await Promise.all([
      directDebitSummaries(
        db,
        paidByDirectDebit.map((membership) => membership.id),
      ),
      findOperator(db),
    ]);
    for (const membership of paidByDirectDebit) {
      const owed = summaries.get(membership.id)?.arrears.pence ?? 0;
      if (owed === 0) continue;
      alerts.push({
        type: 'membership_arrears',
        message: `A Direct Debit payment for ${membership.name} failed: you owe ${formatPence(owed, operator?.currencyCode ?? 'GBP')}. You can pay it by card under Memberships.`,
      });
    }
  }

  return {
    customer: {
      id: customer.id,
      reference: customer.reference,
      first_name: customer.firstName,
      last_name: customer.lastName,
    },
    next_bookings: nextBookings,
    memberships: memberships.filter((membership) => membership.status !== 'expired'),
    credit,
    packages_remaining: packagesRemaining,
    alerts,
  };
}
