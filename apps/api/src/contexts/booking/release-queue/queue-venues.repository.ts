import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { releaseQueueSettings } from './release-queue.tables';
import type { WindowSettings } from './release-window';

// A venue as its waiting room sees it, and each operator's settings.

export interface QueueSettings extends WindowSettings {
  enabled: boolean;
}

export const DEFAULT_SETTINGS: QueueSettings = {
  enabled: false,
  preQueueMinutes: 15,
  admissionMinutes: 20,
};

/** A venue as its waiting room sees it: whose it is, its zone and when its sessions are released. */
export interface QueueVenue {
  id: number;
  name: string;
  operatorId: number;
  timezone: string;
  releaseTimes: string[];
  settings: QueueSettings;
}

interface RawQueueVenue {
  id: number;
  name: string;
  operator_id: number;
  timezone: string;
  release_times: string[] | null;
  enabled: boolean | null;
  pre_queue_minutes: number | null;
  admission_minutes: number | null;
}

const venueColumns = sql`v.id, v.name, v.operator_id, v.timezone,
  (select array_agg(distinct c.release_time) from categories c where c.venue_id = v.id) as release_times,
  s.enabled, s.pre_queue_minutes, s.admission_minutes`;

/** An operator's saved settings, or the defaults for one that has saved none. */
function settingsOf(saved: QueueSettings | undefined): QueueSettings {
  return saved
    ? {
        enabled: saved.enabled,
        preQueueMinutes: saved.preQueueMinutes,
        admissionMinutes: saved.admissionMinutes,
      }
    : DEFAULT_SETTINGS;
}

function queueVenueOf(row: RawQueueVenue): QueueVenue {
  return {
    id: row.id,
    name: row.name,
    operatorId: row.operator_id,
    timezone: row.timezone,
    releaseTimes: row.release_times ?? [],
    settings: settingsOf(
      row.enabled === null
        ? undefined
        : {
            enabled: row.enabled,
            preQueueMinutes: row.pre_queue_minutes ?? DEFAULT_SETTINGS.preQueueMinutes,
            admissionMinutes: row.admission_minutes ?? DEFAULT_SETTINGS.admissionMinutes,
          },
    ),
  };
}

export async function findQueueVenueBySlug(
  db: Database,
  slug: string,
): Promise<QueueVenue | undefined> {
  const [row] = await rowsOf<RawQueueVenue>(
    db,
    sql`select ${venueColumns} from venues v
        left join release_queue_settings s on s.operator_id = v.operator_id
        where v.slug = ${slug}`,
  );
  return row && queueVenueOf(row);
}

/** The venue of a session, with its waiting room's settings. */
export async function findQueueVenueOfOccurrence(
  db: Database,
  occurrenceId: number,
): Promise<QueueVenue | undefined> {
  const [row] = await rowsOf<RawQueueVenue>(
    db,
    sql`select ${venueColumns} from occurrences o
        join venues v on v.id = o.venue_id
        left join release_queue_settings s on s.operator_id = v.operator_id
        where o.id = ${occurrenceId}`,
  );
  return row && queueVenueOf(row);
}

export async function findSettings(db: Database, operatorId: number): Promise<QueueSettings> {
  const [row] = await db
    .select()
    .from(releaseQueueSettings)
    .where(eq(releaseQueueSettings.operatorId, operatorId));
  return settingsOf(row);
}

export async function saveSettings(
  db: Database,
  operatorId: number,
  settings: QueueSettings,
  now: Date,
): Promise<void> {
  const values = { ...settings, updatedAt: now };
  await db
    .insert(releaseQueueSettings)
    .values({ operatorId, ...values })
    .onConflictDoUpdate({ target: releaseQueueSettings.operatorId, set: values });
}
