import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';

// Every change number is taken inside a transaction holding this advisory lock, and committed
// with it (decisions/045): numbers then become visible in order, so a consumer that has read up
// to n never misses an item numbered below it. The publisher and the retention sweep both take
// it; nothing else gives out change numbers. Marking items stale takes it too, so a mark never
// lands while the batch holding that item's earlier mark is being rendered.

/** Any constant; this one spells OA. */
const OPEN_DATA_LOCK = 0x4f41;

/** Waits for, then holds until the transaction ends, the right to take change numbers. */
export async function holdChangeNumbers(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OPEN_DATA_LOCK})`);
}
