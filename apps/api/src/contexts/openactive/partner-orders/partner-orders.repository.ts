import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import {
  openactivePartnerOrderChanges,
  openactivePartnerOrders as partnerOrders,
} from './partner-orders.tables';

export type PartnerOrderRow = typeof partnerOrders.$inferSelect;

/** The partner's order by its uuid, locked for the rest of the transaction when asked. */
export async function findPartnerOrder(
  db: Database,
  partnerId: number,
  uuid: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<PartnerOrderRow | undefined> {
  const query = db
    .select()
    .from(partnerOrders)
    .where(and(eq(partnerOrders.partnerId, partnerId), eq(partnerOrders.uuid, uuid.toLowerCase())));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * The partner's order by its uuid, made as a quote when new: a concurrent C1 of the same uuid
 * finds the row the first one made. Locked for the rest of the transaction.
 */
export async function claimPartnerOrder(
  tx: Database,
  order: { operatorId: number; partnerId: number; uuid: string; now: Date },
): Promise<PartnerOrderRow> {
  await tx
    .insert(partnerOrders)
    .values({
      operatorId: order.operatorId,
      partnerId: order.partnerId,
      uuid: order.uuid.toLowerCase(),
      state: 'quote',
      createdAt: order.now,
      updatedAt: order.now,
    })
    .onConflictDoNothing();
  const row = await findPartnerOrder(tx, order.partnerId, order.uuid, { forUpdate: true });
  if (!row) throw new Error('the partner order just claimed was not found');
  return row;
}

export async function setQuoteBasket(
  tx: Database,
  id: number,
  cartUuid: string,
  now: Date,
): Promise<void> {
  await tx.update(partnerOrders).set({ cartUuid, updatedAt: now }).where(eq(partnerOrders.id, id));
}

/** B: the quote is Lido's order now, with the response a repeated B answers. */
export async function markBooked(
  tx: Database,
  id: number,
  booked: { orderId: number; response: string; fingerprint: string; now: Date },
): Promise<void> {
  await tx
    .update(partnerOrders)
    .set({
      state: 'booked',
      orderId: booked.orderId,
      orderResponse: booked.response,
      orderFingerprint: booked.fingerprint,
      updatedAt: booked.now,
    })
    .where(eq(partnerOrders.id, id));
  await noteChanged(tx, id);
}

/** U: the bookings the partner's customer cancelled, beside any the venue did. */
export async function addCustomerCancelled(
  tx: Database,
  id: number,
  bookingIds: readonly number[],
  now: Date,
): Promise<void> {
  const row = await tx
    .select({ ids: partnerOrders.customerCancelledBookingIds })
    .from(partnerOrders)
    .where(eq(partnerOrders.id, id));
  const known = customerCancelledOf(row[0]?.ids ?? '');
  const ids = [...new Set([...known, ...bookingIds])].sort((a, b) => a - b);
  await tx
    .update(partnerOrders)
    .set({ customerCancelledBookingIds: ids.join(','), updatedAt: now })
    .where(eq(partnerOrders.id, id));
}

export const customerCancelledOf = (text: string) =>
  text === '' ? [] : text.split(',').map(Number);

/**
 * Deletion: the order is forgotten but for its uuid (so the uuid cannot be booked again) and its
 * Orders feed tombstone. What the partner sent and was answered goes.
 */
export async function markDeleted(tx: Database, id: number, now: Date): Promise<void> {
  await tx
    .update(partnerOrders)
    .set({
      state: 'deleted',
      cartUuid: null,
      orderResponse: null,
      orderFingerprint: null,
      updatedAt: now,
    })
    .where(eq(partnerOrders.id, id));
  await noteChanged(tx, id);
}

/** Marks the order for the Orders feed publisher (the trigger of migration 0061 does too). */
export async function noteChanged(tx: Database, id: number): Promise<void> {
  await tx.insert(openactivePartnerOrderChanges).values({ partnerOrderId: id });
}

/** A quote deleted by its partner: forgotten, so its uuid may be quoted or booked afresh. */
export async function forgetQuote(tx: Database, id: number): Promise<void> {
  await tx
    .delete(partnerOrders)
    .where(and(eq(partnerOrders.id, id), eq(partnerOrders.state, 'quote')));
}

/**
 * Lido's orders booked under a partner's uuid at the operator, whichever partner: for the test
 * interface, which is called without a key (partners choose random uuids: one order in practice).
 */
export async function findBookedOrdersByUuid(
  db: Database,
  operatorId: number,
  uuid: string,
): Promise<number[]> {
  const rows = await db
    .select({ orderId: partnerOrders.orderId })
    .from(partnerOrders)
    .where(
      and(
        eq(partnerOrders.operatorId, operatorId),
        eq(partnerOrders.uuid, uuid.toLowerCase()),
        eq(partnerOrders.state, 'booked'),
      ),
    )
    .orderBy(partnerOrders.id);
  return rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId]));
}

/**
 * Quotes no B followed for a day: their places went back long ago (a lease is a basket's hold),
 * and a partner that comes back with the uuid starts afresh. Answers how many went.
 */
export async function forgetAbandonedQuotes(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(partnerOrders)
    .where(and(eq(partnerOrders.state, 'quote'), lt(partnerOrders.updatedAt, before)))
    .returning({ id: partnerOrders.id });
  return gone.length;
}
