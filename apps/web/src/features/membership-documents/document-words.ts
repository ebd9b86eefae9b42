import type { MyDocument } from './api/get-my-documents';

/** What a document's status means for the member. */
export const documentStatusLabels: Readonly<Record<MyDocument['status'], string>> = {
  required: 'Needed: please upload it',
  uploaded: 'Uploaded',
  expiring_soon: 'Expires soon: please upload a new copy',
  expired: 'Expired: please upload a new copy',
};

/** "in 12 days", "today", "1 day ago": beside the expiry date. */
export function daysToExpiryLine(days: number | null): string | null {
  if (days === null) return null;
  if (days === 0) return 'today';
  const count = Math.abs(days);
  const unit = `${count} day${count === 1 ? '' : 's'}`;
  return days > 0 ? `in ${unit}` : `${unit} ago`;
}
