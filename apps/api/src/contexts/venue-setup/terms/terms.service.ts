import type { TermsAcceptance } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { listBookingTerms } from './terms.repository';

export const TERMS_NOT_ACCEPTED = 'Please accept the terms and conditions.';

/**
 * A checkout's `terms` must accept every current terms document by its id. `true` (the booking
 * site's tick box) accepts the terms it showed, which are all of them.
 */
export async function assertTermsAccepted(
  db: Database,
  accepted: readonly TermsAcceptance[],
): Promise<void> {
  if (accepted.includes(true)) return;
  const ids = new Set(accepted.map(Number));
  const missing = (await listBookingTerms(db)).filter((terms) => !ids.has(terms.id));
  if (missing.length > 0) {
    throw new DomainError('VALIDATION_FAILED', TERMS_NOT_ACCEPTED, { terms: [TERMS_NOT_ACCEPTED] });
  }
}
