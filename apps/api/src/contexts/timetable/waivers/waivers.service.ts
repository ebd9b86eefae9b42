import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import {
  findCurrentSignatures,
  findWaivers,
  insertSignature,
  type WaiverRow,
} from './waivers.repository';

export const WAIVER_CHANGED =
  'This waiver has changed since it was read: please read it again before signing.';

const DAY_MS = 24 * 60 * 60 * 1000;

export { findWaivers, type WaiverRow };

/** Which of `pairs` hold a current signature (the waiver's version, not lapsed). */
export async function signedWaivers(
  db: Database,
  pairs: readonly { customerId: number; waiverId: number }[],
  now: Date,
): Promise<(pair: { customerId: number; waiverId: number }) => boolean> {
  const signed = await findCurrentSignatures(db, pairs, now);
  return ({ customerId, waiverId }) => signed.has(`${customerId}:${waiverId}`);
}

/**
 * Records that `signerId` signed `version` of a waiver for `customerId` (themself, or a family
 * member they lead: the caller has checked that). Only the current version can be signed: a
 * text read before the operator changed it is refused. Signing again while a signature is
 * current adds nothing.
 */
export async function signWaiver(
  db: Database,
  {
    waiverId,
    version,
    customerId,
    signerId,
    now,
  }: { waiverId: number; version: number; customerId: number; signerId: number; now: Date },
): Promise<void> {
  const waiver = (await findWaivers(db, [waiverId])).get(waiverId);
  if (!waiver) throw new DomainError('NOT_FOUND', 'Unable to complete request, item not found.');
  if (waiver.version !== version) throw new DomainError('WAIVERS_INCOMPLETE', WAIVER_CHANGED);
  const isSigned = await signedWaivers(db, [{ customerId, waiverId }], now);
  if (isSigned({ customerId, waiverId })) return;
  await insertSignature(db, {
    waiverId,
    version,
    customerId,
    signedByCustomerId: signerId,
    signedAt: now,
    expiresAt:
      waiver.validDays === null ? null : new Date(now.getTime() + waiver.validDays * DAY_MS),
  });
}
