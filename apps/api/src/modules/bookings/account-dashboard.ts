import { calendarDateIn } from '../../calendar-date';
import type { AccountAlert, Dashboard } from '@lido/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../errors/domain-error';
import { findCustomerById } from '../accounts';
import { getCreditBalance } from '../credit-ledger';
import { listMyMemberships, loadCustomerStanding } from '../memberships';
import { countPackageSessionsRemaining } from '../packages';
import { OUTSTANDING_PENALTY_MESSAGE } from '../penalties';
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
