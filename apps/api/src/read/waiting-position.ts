import { sql } from 'drizzle-orm';

// Where a waiting entry stands in its session's line: the waiting entries that joined before it
// (ties by id), and itself. Shared by the waitlist's own lists and a caller's standing
// (caller-standings.ts); the alias is w (waitlist_entries).
export const positionOfW = sql`(
    select count(*)::int from waitlist_entries ahead
    where ahead.occurrence_id = w.occurrence_id and ahead.status = 'waiting'
      and (ahead.joined_at, ahead.id) <= (w.joined_at, w.id)
  )`;
