import {
  type AddBookingPartnerBody,
  BOOKING_PARTNER_NOT_FOUND,
  type BookingPartner as BookingPartnerEntry,
  type NewBookingPartner,
} from '@lido/contract';
import { authorize, type StaffCaller } from '../../../platform/authorize';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { withinOperator } from '../../../platform/db/operator-scope';
import { notFound } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { recordConsoleChange } from '../../people/desk-audit';
import { listVenues } from '../../venue-setup/venues';
import {
  findLivePartnerByKeyHash,
  findPartnerName,
  findPartnerOf,
  insertPartner,
  listPartnersOf,
  type PartnerRow,
  revokeLivePartner,
} from './booking-partners.repository';
import {
  hashPartnerKey,
  isWellFormedPartnerKey,
  issuePartnerKey,
  presentedKey,
} from './partner-keys';

/** A booking partner whose key a request presented: who is booking, for which operator. */
export interface BookingPartner {
  id: number;
  operatorId: number;
  name: string;
  keyPrefix: string;
}

export interface BookingPartnersDeps {
  db: Database;
  clock: Clock;
}

const ACTION = 'booking-partners.manage';

const wirePartner = (row: PartnerRow): BookingPartnerEntry => ({
  id: row.id,
  name: row.name,
  key_prefix: row.keyPrefix,
  created_at: row.createdAt.toISOString(),
  created_by: row.createdBy,
  revoked_at: row.revokedAt?.toISOString() ?? null,
  revoked_by: row.revokedBy,
});

/**
 * One audit entry at each of the operator's venues, so every venue's Changes report lists it: a
 * partner books at any of them.
 */
async function recordPartnerChange(
  tx: Database,
  manager: StaffCaller,
  action: 'booking-partner-added' | 'booking-partner-revoked',
  partner: { id: number; name: string; keyPrefix: string },
  now: Date,
): Promise<void> {
  const venueIds = (await listVenues(tx))
    .filter((venue) => venue.operatorId === manager.staffOperatorId)
    .map((venue) => venue.id);
  await recordConsoleChange(tx, {
    staffUserId: manager.userId,
    venueIds,
    action,
    details: { booking_partner_id: partner.id, name: partner.name, key_prefix: partner.keyPrefix },
    now,
  });
}

/** `GET /api/admin/booking-partners`: the manager's operator's partners, never a key. */
export async function listBookingPartners(
  deps: BookingPartnersDeps,
  caller: Caller,
): Promise<BookingPartnerEntry[]> {
  const manager = authorize(caller, ACTION);
  const rows = await withinOperator(deps.db, manager.staffOperatorId, (tx) =>
    listPartnersOf(tx, manager.staffOperatorId),
  );
  return rows.map(wirePartner);
}

/**
 * `POST /api/admin/booking-partners`: the partner, its key issued and answered this once (only
 * its hash is written), with its audit entries in the same transaction.
 */
export async function addBookingPartner(
  deps: BookingPartnersDeps,
  caller: Caller,
  body: AddBookingPartnerBody,
): Promise<NewBookingPartner> {
  const manager = authorize(caller, ACTION);
  const operatorId = manager.staffOperatorId;
  const issued = issuePartnerKey();
  const now = deps.clock.now();
  const row = await withinOperator(deps.db, operatorId, async (tx) => {
    const id = await insertPartner(tx, {
      operatorId,
      name: body.name,
      keyPrefix: issued.keyPrefix,
      keyHash: issued.keyHash,
      createdAt: now,
      createdByStaffId: manager.userId,
    });
    await recordPartnerChange(
      tx,
      manager,
      'booking-partner-added',
      { id, name: body.name, keyPrefix: issued.keyPrefix },
      now,
    );
    return findPartnerOf(tx, operatorId, id);
  });
  if (!row) throw new Error('the booking partner just added was not found');
  return { ...wirePartner(row), key: issued.key };
}

/**
 * `POST /api/admin/booking-partners/:partnerId/revoke`: its key refused from now on. Revoking a
 * revoked partner changes nothing and answers it as it is; another operator's reads as missing.
 */
export async function revokeBookingPartner(
  deps: BookingPartnersDeps,
  caller: Caller,
  partnerId: number,
): Promise<BookingPartnerEntry> {
  const manager = authorize(caller, ACTION);
  const operatorId = manager.staffOperatorId;
  const now = deps.clock.now();
  const row = await withinOperator(deps.db, operatorId, async (tx) => {
    const partner = await findPartnerOf(tx, operatorId, partnerId);
    if (!partner) return undefined;
    const isRevoked = await revokeLivePartner(tx, {
      operatorId,
      id: partnerId,
      staffId: manager.userId,
      now,
    });
    if (isRevoked) await recordPartnerChange(tx, manager, 'booking-partner-revoked', partner, now);
    // Read again either way: a revocation that committed while this one waited shows as it is.
    return findPartnerOf(tx, operatorId, partnerId);
  });
  if (!row) throw notFound(BOOKING_PARTNER_NOT_FOUND);
  return wirePartner(row);
}

/**
 * The booking partner an `Authorization: Bearer <key>` header names. `missing` when the request
 * has no credentials; `invalid` when it has some that are not a live key: malformed, unknown or
 * revoked. The key is looked up by its hash, so no key is ever compared, nor kept.
 */
export async function authenticateBookingPartner(
  db: Database,
  authorization: string | undefined,
): Promise<{ partner: BookingPartner } | { error: 'missing' | 'invalid' }> {
  const key = presentedKey(authorization);
  if (key === null) return { error: 'missing' };
  if (!isWellFormedPartnerKey(key)) return { error: 'invalid' };
  const partner = await findLivePartnerByKeyHash(db, hashPartnerKey(key));
  return partner ? { partner } : { error: 'invalid' };
}

/** A partner's name, for a booking it made; revoked partners keep theirs. */
export function findBookingPartnerName(db: Database, id: number): Promise<string | undefined> {
  return findPartnerName(db, id);
}
