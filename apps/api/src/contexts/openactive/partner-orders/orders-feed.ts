import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { inList } from '../../../platform/db/sql-lists';
import { findPartnerOrderBookings } from '../../../read/partner-order-bookings';
import { holdChangeNumbers, OPEN_DATA_PAGE_SIZE } from '../open-data-feeds';
import { customerCancelledOf } from './partner-orders.repository';
import { orderFeedData } from './orders-feed-items';

// Each booking partner's Orders feed (OBA "Orders feed", RPDE 1.0): its orders that changed after
// B (a cancellation, by the partner or the venue), each moved to the end when anything of it
// changes again; a deleted one as a tombstone. Numbered as the open data feeds are (decisions/045):
// only under the open data lock, from their sequence, so numbers become visible in order.

const CHANGES_PER_RUN = 500;

interface Marked {
  id: number;
  partner_order_id: number;
}

interface OrderRow {
  id: number;
  state: 'quote' | 'booked' | 'deleted';
  order_id: number | null;
  order_response: string | null;
  customer_cancelled_booking_ids: string;
  change_number: number | null;
  feed_data: string | null;
}

/**
 * Publishes the orders marked since the last run (B, U, deletion, and any change to their
 * bookings): each gets a new change number when its feed item changed. Answers how many did.
 */
export async function publishPartnerOrders(db: Database): Promise<number> {
  // The sweep runs every second and almost always finds nothing marked: one read tells, where the
  // transaction taking the open data lock took four round trips.
  const [row] = await rowsOf<{ waiting: boolean }>(
    db,
    sql`select exists (select from openactive_partner_order_changes) as waiting`,
  );
  if (!row?.waiting) return 0;
  return db.transaction(async (tx) => {
    await holdChangeNumbers(tx);
    const marks = await rowsOf<Marked>(
      tx,
      sql`select id::float8 as id, partner_order_id from openactive_partner_order_changes
        order by id limit ${CHANGES_PER_RUN} for update skip locked`,
    );
    if (marks.length === 0) return 0;
    const orderIds = [...new Set(marks.map((mark) => mark.partner_order_id))];
    const orders = await rowsOf<OrderRow>(
      tx,
      sql`select id, state, order_id::float8 as order_id, order_response,
          customer_cancelled_booking_ids, change_number::float8 as change_number, feed_data
        from openactive_partner_orders where ${inList(sql`id`, orderIds)}`,
    );
    let published = 0;
    for (const order of orders) {
      const data = await feedDataOf(tx, order);
      // A quote is never in the feed; an order deleted before it was published leaves nothing.
      if (data === undefined) continue;
      if (data === null && (order.change_number === null || order.feed_data === null)) continue;
      if (data !== null && data === order.feed_data) continue;
      await tx.execute(
        sql`update openactive_partner_orders set feed_data = ${data},
          change_number = nextval('openactive_change_numbers') where id = ${order.id}`,
      );
      published += 1;
    }
    await tx.execute(
      sql`delete from openactive_partner_order_changes where ${inList(
        sql`id`,
        marks.map((mark) => mark.id),
      )}`,
    );
    return published;
  });
}

/** The item's data as text; null for a tombstone; undefined when it is not in the feed. */
async function feedDataOf(tx: Database, order: OrderRow): Promise<string | null | undefined> {
  if (order.state === 'deleted') return null;
  if (order.state !== 'booked' || order.order_id === null || order.order_response === null) {
    return undefined;
  }
  const bookings = await findPartnerOrderBookings(tx, order.order_id);
  // The feed tells a partner what changed after it booked: an order is in it from its first
  // cancellation on (OpenActive's reference implementation leaves a new order out too, and its
  // test suite, listening for a change just after B, would otherwise be handed B's own item).
  if (order.feed_data === null && bookings.every((booking) => booking.status === 'booked')) {
    return undefined;
  }
  return JSON.stringify(
    orderFeedData(
      order.order_response,
      bookings,
      customerCancelledOf(order.customer_cancelled_booking_ids),
    ),
  );
}

interface FeedRow {
  uuid: string;
  modified: number;
  feed_data: string | null;
}

/**
 * The page of the partner's Orders feed after `afterChangeNumber`, as JSON text. Unlike the open
 * feeds it carries no licence (OBA: the Orders feed is not open data).
 */
export async function readOrdersFeedPage(
  db: Database,
  {
    partnerId,
    afterChangeNumber,
    ownUrl,
    feedUrl,
  }: { partnerId: number; afterChangeNumber: number | undefined; ownUrl: string; feedUrl: string },
): Promise<string> {
  const rows = await rowsOf<FeedRow>(
    db,
    sql`select uuid, change_number::float8 as modified, feed_data
      from openactive_partner_orders
      where partner_id = ${partnerId} and change_number > ${afterChangeNumber ?? 0}
      order by change_number limit ${OPEN_DATA_PAGE_SIZE}`,
  );
  const last = rows.at(-1);
  const next = last ? `${feedUrl}?afterChangeNumber=${last.modified}` : ownUrl;
  const items = rows.map((row) =>
    row.feed_data === null
      ? `{"state":"deleted","kind":"Order","id":${JSON.stringify(row.uuid)},"modified":${row.modified}}`
      : `{"state":"updated","kind":"Order","id":${JSON.stringify(row.uuid)},"modified":${row.modified},"data":${row.feed_data}}`,
  );
  return `{"next":${JSON.stringify(next)},"items":[${items.join(',')}]}`;
}
