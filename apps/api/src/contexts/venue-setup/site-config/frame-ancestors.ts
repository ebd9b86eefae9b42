import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { listVenues, type VenueRow } from '../venues';
import { listFrameAncestorSettings, type FrameAncestorSetting } from './site-config.repository';
import { createRefreshingSetting } from './refreshing-setting';

/**
 * Which sites may frame Lido's pages (CSP frame-ancestors). Operators embed the booking site in
 * their own pages, so each venue has an allow-list of origins in `site_themes.frame_ancestors`:
 * the venue's row, else its operator's row, else none. Lido's own origin may always frame it.
 * A venue's pages use its list; the other pages (home, basket, checkout, my account), which an
 * embedded site also navigates to, use every list together.
 *
 * Headers must stay cheap, so the lists live in memory and are read again from the database at
 * most once a minute, in the background while the previous lists keep answering.
 */
export const FRAME_ANCESTORS_REFRESH_MS = 60_000;

const SELF = "'self'";

export interface FrameAncestors {
  /** The frame-ancestors sources for a page of the site, by its path: `'self' https://…`. */
  forPage: (path: string) => Promise<string>;
  /** Reads the lists again now, for a change of site configuration. */
  refresh: () => Promise<void>;
}

export interface FrameAncestorLists {
  /** By venue slug and by numeric id, as page paths name venues either way. */
  byVenue: ReadonlyMap<string, string>;
  /** Every venue's and operator's origins together. */
  everyVenue: string;
}

/**
 * An allow-list entry as a CSP source, or undefined when it is not a plain http(s) origin such
 * as https://www.example.org: paths, wildcards, keywords and anything else that could widen or
 * break the policy are refused. `'self'` is accepted and adds nothing.
 */
export function parseFrameAncestor(entry: string): string | undefined {
  const trimmed = entry.trim();
  if (trimmed === SELF) return SELF;
  if (!/^https?:\/\/[a-z0-9.:-]+\/?$/i.test(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  const isOriginOnly = url.href === `${url.origin}/`;
  const isHostName = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(
    url.hostname,
  );
  return isOriginOnly && isHostName ? url.origin : undefined;
}

export function buildFrameAncestorLists(
  venues: readonly Pick<VenueRow, 'id' | 'slug' | 'operatorId'>[],
  settings: readonly FrameAncestorSetting[],
  onInvalidEntry: (setting: FrameAncestorSetting, entry: string) => void = () => undefined,
): FrameAncestorLists {
  const originsOf = (setting: FrameAncestorSetting | undefined): string[] | undefined => {
    if (!setting?.frameAncestors) return undefined;
    return setting.frameAncestors.flatMap((entry) => {
      const origin = parseFrameAncestor(entry);
      if (origin === undefined) onInvalidEntry(setting, entry);
      return origin === undefined || origin === SELF ? [] : [origin];
    });
  };
  const operatorOrigins = new Map(
    settings
      .filter((setting) => setting.venueId === null)
      .map((setting) => [setting.operatorId, originsOf(setting)]),
  );
  const venueSettings = new Map(
    settings
      .filter((setting) => setting.venueId !== null)
      .map((setting) => [setting.venueId, setting]),
  );

  const byVenue = new Map<string, string>();
  const everyOrigin = new Set<string>();
  for (const origins of operatorOrigins.values()) origins?.forEach((o) => everyOrigin.add(o));
  for (const venue of venues) {
    const origins =
      originsOf(venueSettings.get(venue.id)) ?? operatorOrigins.get(venue.operatorId) ?? [];
    origins.forEach((origin) => everyOrigin.add(origin));
    const sources = toSources(origins);
    byVenue.set(venue.slug, sources);
    byVenue.set(String(venue.id), sources);
  }
  return { byVenue, everyVenue: toSources([...everyOrigin]) };
}

function toSources(origins: readonly string[]): string {
  return [SELF, ...[...new Set(origins)].sort()].join(' ');
}

/** The venue a page path names: `/location/{venue}…` or the short form `/{venue}…`. */
export function venueInPagePath(path: string): string | undefined {
  const [first, second] = path.split('/').filter(Boolean);
  return first === 'location' ? second : first;
}

export function createFrameAncestors({
  db,
  clock,
  log,
  refreshMs = FRAME_ANCESTORS_REFRESH_MS,
}: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  refreshMs?: number;
}): FrameAncestors {
  const lists = createRefreshingSetting({
    clock,
    log,
    refreshMs,
    what: 'frame ancestors',
    load: async () => {
      const [venues, settings] = await Promise.all([listVenues(db), listFrameAncestorSettings(db)]);
      const ignored: string[] = [];
      const value = buildFrameAncestorLists(venues, settings, (setting, entry) =>
        ignored.push(
          `${setting.venueId === null ? 'operator' : `venue ${setting.venueId}`}: ${entry}`,
        ),
      );
      return { value, ignored };
    },
  });

  return {
    forPage: async (path) => {
      const loaded = await lists.current();
      if (!loaded) return SELF;
      const venue = venueInPagePath(path);
      return (venue !== undefined && loaded.byVenue.get(venue)) || loaded.everyVenue;
    },
    refresh: lists.refresh,
  };
}
