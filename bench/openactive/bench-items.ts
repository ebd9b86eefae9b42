// What the fill (fill-feed.ts) writes and the harvest (run.ts) checks it read back.

/** The demo operator, whose feeds the bench fills and harvests. */
export const BENCH_OPERATOR = 'lido-leisure';
export const BENCH_FEED = 'scheduled-sessions';
/** Items a full page holds (OPEN_DATA_PAGE_SIZE in open-data-pages.ts). */
export const PAGE_SIZE = 500;
/**
 * The bench's items are numbered from here, far above any session of the demo: the publisher
 * marks a feed item stale by its session's id, and no change to a real session may touch these.
 */
export const FIRST_BENCH_ITEM_ID = 1_000_000_000;

/** Whether the bench's item number `k` (from 0) is a tombstone: 1 in 50, as ended sessions are. */
export const isBenchTombstone = (k: number) => k % 50 === 49;

/** What the fill process tells run.ts when it is done. */
export interface FillResult {
  seconds: number;
  firstChangeNumber: number;
  lastChangeNumber: number;
  /** The mean length of an updated item's data, in bytes. */
  meanDataBytes: number;
}
