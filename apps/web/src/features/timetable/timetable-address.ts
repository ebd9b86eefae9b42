import type { TimetableFilters } from './timetable-filters';
import { defaultTimetableFilters, endOfDay } from './timetable-filters';

// What the rest of a timetable address (after `/{date}/{type}`) selects, in the live site's form:
// `slot/{HH:MM}-{HH:MM}/{composite_key}[/{location_slug}]` or `class/{id}`.

export type TimetableView = 'by-time' | 'by-location';

export type TimetableSelection =
  | {
      kind: 'slot';
      startTime: string;
      endTime: string;
      compositeKey: string;
      locationSlug: string | null;
    }
  | { kind: 'class'; classId: string }
  | null;

const slotAddress =
  /^slot\/((?:[01]\d|2[0-3]):[0-5]\d)-((?:[01]\d|2[0-3]):[0-5]\d)\/([0-9a-f]{8})(?:\/([^/]+))?\/?$/;
const classAddress = /^class\/([^/]+)\/?$/;

export function parseTimetableSelection(rest: string | undefined): TimetableSelection {
  if (!rest) return null;
  const slot = slotAddress.exec(rest);
  if (slot) {
    const [, startTime = '', endTime = '', compositeKey = '', locationSlug] = slot;
    return { kind: 'slot', startTime, endTime, compositeKey, locationSlug: locationSlug ?? null };
  }
  const match = classAddress.exec(rest);
  if (match?.[1]) return { kind: 'class', classId: match[1] };
  return null;
}

/** The view named in the address; anything else (or nothing) is by time. */
export function timetableView(type: string | undefined): TimetableView {
  return type === 'by-location' ? 'by-location' : 'by-time';
}

// The filters live in the address's query, so a reload, back and forward, and a shared link all
// show the same selection: `?from=07:00&to=12:00&show=available&instructor=301,302&tag=401`.
// Defaults are left out; other parameters (embedded, kiosk, centre) are kept as they are.

export const filterQueryKeys = ['from', 'to', 'show', 'instructor', 'tag'] as const;

const timeParam = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** `07:30` → 450, `24:00` → 1440; anything else is not a time. */
function minutesParam(value: string | null): number | null {
  const match = value ? timeParam.exec(value) : null;
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= endOfDay ? minutes : null;
}

/** 450 → `07:30`, 1440 → `24:00` (the end of the day). */
function timeOfMinutes(minutes: number): string {
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

function idsParam(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

/** The filters a query names; a hand-edited or stale value falls back to its default. */
export function filtersFromQuery(
  query: URLSearchParams,
  defaults: TimetableFilters = defaultTimetableFilters,
): TimetableFilters {
  const start = minutesParam(query.get('from')) ?? defaultTimetableFilters.startTime;
  const end = minutesParam(query.get('to')) ?? defaultTimetableFilters.endTime;
  return {
    startTime: Math.min(start, end),
    endTime: Math.max(start, end),
    actionsToShow: actionsToShowParam(query.get('show')) ?? defaults.actionsToShow,
    instructors: idsParam(query.get('instructor')),
    tags: idsParam(query.get('tag')),
  };
}

/** `show=all` or `show=available`: whichever is not the timetable's default is written. */
function actionsToShowParam(value: string | null): TimetableFilters['actionsToShow'] | undefined {
  if (value === 'all') return 'showAll';
  if (value === 'available') return 'availableOnly';
  return undefined;
}

/** `query` with the filter parameters replaced by `filters` (defaults left out). */
export function withFiltersInQuery(
  query: URLSearchParams,
  filters: TimetableFilters,
  defaults: TimetableFilters = defaultTimetableFilters,
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of filterQueryKeys) next.delete(key);
  if (filters.startTime !== defaults.startTime) {
    next.set('from', timeOfMinutes(filters.startTime));
  }
  if (filters.endTime !== defaults.endTime) {
    next.set('to', timeOfMinutes(filters.endTime));
  }
  if (filters.actionsToShow !== defaults.actionsToShow) {
    next.set('show', filters.actionsToShow === 'showAll' ? 'all' : 'available');
  }
  if (filters.instructors.length > 0) next.set('instructor', filters.instructors.join(','));
  if (filters.tags.length > 0) next.set('tag', filters.tags.join(','));
  return next;
}
