import type { Package } from '@lido/contract';
import { calendarDateIn } from '@lido/calendar-date';
import type { Database } from '../../../platform/db/client';
import { formatPence } from '../../../platform/money';
import { findOperator } from '../../venue-setup/venues';
import { listPackages } from './packages.repository';

export async function listMyPackages(
  db: Database,
  customerId: number,
  now: Date,
): Promise<Package[]> {
  const today = calendarDateIn(now);
  const [rows, operator] = await Promise.all([listPackages(db, customerId), findOperator(db)]);
  const currency = operator?.currencyCode ?? 'GBP';
  return rows.map((row) => {
    const remaining = row.sessionsTotal - row.sessionsUsed;
    const isExpired = row.expiresOn !== null && row.expiresOn < today;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      sessions_total: row.sessionsTotal,
      sessions_used: row.sessionsUsed,
      sessions_remaining: remaining,
      price: { raw: row.pricePence, formatted: formatPence(row.pricePence, currency) },
      purchased_at: row.purchasedAt.toISOString(),
      expires_on: row.expiresOn,
      status: remaining === 0 ? 'used' : isExpired ? 'expired' : 'active',
    };
  });
}

/** Sessions left on packages that can still be used. */
export async function countPackageSessionsRemaining(
  db: Database,
  customerId: number,
  now: Date,
): Promise<number> {
  const packages = await listMyPackages(db, customerId, now);
  return packages
    .filter((item) => item.status === 'active')
    .reduce((total, item) => total + item.sessions_remaining, 0);
}
