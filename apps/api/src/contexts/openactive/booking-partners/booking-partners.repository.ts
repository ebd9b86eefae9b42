import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../platform/db/client';
import { staffUsers } from '../../people/accounts';
import { openactiveBookingPartners as partners } from './booking-partners.tables';

/** A partner as the console lists it, with the names of the staff who added and revoked it. */
export interface PartnerRow {
  id: number;
  operatorId: number;
  name: string;
  keyPrefix: string;
  createdAt: Date;
  createdBy: string;
  revokedAt: Date | null;
  revokedBy: string | null;
}

const adder = alias(staffUsers, 'adder');
const revoker = alias(staffUsers, 'revoker');

// The staff's names are accounts', read in this join only.
const listed = (db: Database) =>
  db
    .select({
      id: partners.id,
      operatorId: partners.operatorId,
      name: partners.name,
      keyPrefix: partners.keyPrefix,
      createdAt: partners.createdAt,
      createdBy: sql<string>`${adder.firstName} || ' ' || ${adder.lastName}`,
      revokedAt: partners.revokedAt,
      revokedBy: sql<string | null>`${revoker.firstName} || ' ' || ${revoker.lastName}`,
    })
    .from(partners)
    .innerJoin(adder, eq(adder.id, partners.createdByStaffId))
    .leftJoin(revoker, eq(revoker.id, partners.revokedByStaffId));

/** The operator's partners, newest first. */
export function listPartnersOf(db: Database, operatorId: number): Promise<PartnerRow[]> {
  return listed(db)
    .where(eq(partners.operatorId, operatorId))
    .orderBy(desc(partners.createdAt), desc(partners.id));
}

/** One of the operator's partners; another operator's is not found. */
export async function findPartnerOf(
  db: Database,
  operatorId: number,
  id: number,
): Promise<PartnerRow | undefined> {
  const [row] = await listed(db).where(
    and(eq(partners.id, id), eq(partners.operatorId, operatorId)),
  );
  return row;
}

export async function insertPartner(
  tx: Database,
  partner: {
    operatorId: number;
    name: string;
    keyPrefix: string;
    keyHash: string;
    createdAt: Date;
    createdByStaffId: number;
  },
): Promise<number> {
  const [row] = await tx.insert(partners).values(partner).returning({ id: partners.id });
  if (!row) throw new Error('the booking partner was not inserted');
  return row.id;
}

/**
 * Revokes the operator's partner if its key is live, in one conditional statement, so two
 * managers revoking at once make one revocation (and one audit entry). Answers whether this
 * call revoked it.
 */
export async function revokeLivePartner(
  tx: Database,
  revocation: { operatorId: number; id: number; staffId: number; now: Date },
): Promise<boolean> {
  const revoked = await tx
    .update(partners)
    .set({ revokedAt: revocation.now, revokedByStaffId: revocation.staffId })
    .where(
      and(
        eq(partners.id, revocation.id),
        eq(partners.operatorId, revocation.operatorId),
        isNull(partners.revokedAt),
      ),
    )
    .returning({ id: partners.id });
  return revoked.length > 0;
}

/** The live partner whose key has this hash (a revoked key is not found). */
export async function findLivePartnerByKeyHash(
  db: Database,
  keyHash: string,
): Promise<{ id: number; operatorId: number; name: string; keyPrefix: string } | undefined> {
  const [row] = await db
    .select({
      id: partners.id,
      operatorId: partners.operatorId,
      name: partners.name,
      keyPrefix: partners.keyPrefix,
    })
    .from(partners)
    .where(and(eq(partners.keyHash, keyHash), isNull(partners.revokedAt)));
  return row;
}

/** A partner's name, revoked or not: the bookings it made keep their source. */
export async function findPartnerName(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, id));
  return row?.name;
}
