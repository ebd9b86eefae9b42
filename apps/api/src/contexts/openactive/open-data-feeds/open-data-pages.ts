import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { OPEN_DATA_LICENSE } from './open-data-parts';
import type { OpenDataFeed } from './open-data-feeds.tables';

// A page of an RPDE feed (Realtime Paged Data Exchange 1.0): the items after a change number, in
// change number order, read from the feed's index, so the millionth page costs what the first
// does. An item's data is the text the publisher stored, joined into the page as it is.

/** Items a page holds: RPDE's suggested size, and what OpenActive's harvesters expect. */
export const OPEN_DATA_PAGE_SIZE = 500;

export interface OpenDataPage {
  /** The page as JSON text. */
  json: string;
  /** Whether it holds items: the last page (none) may be asked again within seconds. */
  hasItems: boolean;
}

interface ItemRow {
  item_id: string;
  kind: string;
  state: 'updated' | 'deleted';
  /** The change number, as a JavaScript number. */
  modified: number;
  data: string | null;
}

/**
 * The page after `afterChangeNumber` (from the start when absent). `next` names the last item's
 * change number; a page without items points at itself, word for word, as RPDE asks of the last
 * page: `ownUrl` is the address the page was asked at.
 */
export async function readOpenDataPage(
  db: Database,
  {
    operatorId,
    feed,
    afterChangeNumber,
    ownUrl,
    feedUrl,
  }: {
    operatorId: number;
    feed: OpenDataFeed;
    afterChangeNumber: number | undefined;
    /** The absolute address this page was asked at. */
    ownUrl: string;
    /** The feed's absolute address, without a query. */
    feedUrl: string;
  },
): Promise<OpenDataPage> {
  const rows = await rowsOf<ItemRow>(
    db,
    // Ordered by the column itself, not by its cast (named otherwise for that reason): the page is
    // then read in the index's order and stops at 500, instead of sorting the whole feed after.
    sql`select item_id, kind, state, change_number::float8 as modified, data
      from openactive_feed_items
      where operator_id = ${operatorId} and feed = ${feed}
        and change_number > ${afterChangeNumber ?? 0}
      order by change_number limit ${OPEN_DATA_PAGE_SIZE}`,
  );
  const last = rows.at(-1);
  const next = last ? `${feedUrl}?afterChangeNumber=${last.modified}` : ownUrl;
  const items = rows.map((row) =>
    row.state === 'updated'
      ? `{"state":"updated","kind":${JSON.stringify(row.kind)},"id":${JSON.stringify(
          row.item_id,
        )},"modified":${row.modified},"data":${row.data}}`
      : `{"state":"deleted","kind":${JSON.stringify(row.kind)},"id":${JSON.stringify(
          row.item_id,
        )},"modified":${row.modified}}`,
  );
  return {
    json: `{"next":${JSON.stringify(next)},"items":[${items.join(',')}],"license":${JSON.stringify(
      OPEN_DATA_LICENSE,
    )}}`,
    hasItems: rows.length > 0,
  };
}
