import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { holdChangeNumbers } from './change-numbers';
import type { OpenDataFeed } from './open-data-feeds.tables';

/** How long a tombstone stays: RPDE asks 7 days; OpenActive's guidance allows slots 2. */
const TOMBSTONE_DAYS: Record<OpenDataFeed, number> = {
  'session-series': 7,
  'scheduled-sessions': 7,
  'facility-uses': 7,
  slots: 2,
};

/**
 * Ends what is over: an item whose session (or series) has ended becomes a tombstone, with a new
 * change number so consumers drop it; a tombstone past its retention is forgotten.
 */
export async function retireEndedOpenDataItems(db: Database, now: Date): Promise<number> {
  const retired = await db.transaction(async (tx) => {
    await holdChangeNumbers(tx);
    const rows = await rowsOf<{ item_id: string }>(
      tx,
      sql`update openactive_feed_items f set state = 'deleted', data = null,
          deleted_at = ${now.toISOString()}::timestamptz, expires_at = null,
          change_number = nextval('openactive_change_numbers')
        from (select operator_id, feed, item_id from openactive_feed_items
          where state = 'updated' and expires_at is not null
            and expires_at <= ${now.toISOString()}::timestamptz
          order by expires_at limit 5000) ended
        where f.operator_id = ended.operator_id and f.feed = ended.feed
          and f.item_id = ended.item_id
        returning f.item_id`,
    );
    return rows.length;
  });
  for (const [feed, days] of Object.entries(TOMBSTONE_DAYS)) {
    const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    await db.execute(
      sql`delete from openactive_feed_items where feed = ${feed} and state = 'deleted'
        and deleted_at < ${before.toISOString()}::timestamptz`,
    );
  }
  return retired;
}
