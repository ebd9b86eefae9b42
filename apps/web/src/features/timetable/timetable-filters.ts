// The timetable filters of SPEC.md section 5, as pure functions of the filter state.
import { lastMinuteOfDay } from '../../shared/lib/format-time';
import type { ActionStatus } from '../../shared/lib/timetable-item';

export type ActionsToShow = 'showAll' | 'availableOnly';

export interface TimetableFilters {
  /** Minutes after midnight: an item must start at or after this… */
  startTime: number;
  /** …and end at or before this (1440 is the end of the day, shown as 23:59). */
  endTime: number;
  actionsToShow: ActionsToShow;
  /** Instructor ids: an item matches if it has any of them (none selected: every item). */
  instructors: number[];
  /** Tag ids: an item matches if it has any of them (none selected: every item). */
  tags: number[];
}

export const endOfDay = lastMinuteOfDay + 1;

export const defaultTimetableFilters: TimetableFilters = {
  startTime: 0,
  endTime: endOfDay,
  actionsToShow: 'showAll',
  instructors: [],
  tags: [],
};

/**
 * The class timetable's defaults: SPEC.md section 4, "Class action statuses allowed by default
 * unless showAll is chosen". Courts and drop-ins show every session (a full court still reads
 * "FULL - Court 2").
 */
export const classTimetableFilters: TimetableFilters = {
  ...defaultTimetableFilters,
  actionsToShow: 'availableOnly',
};

/**
 * The statuses "available only" keeps: SPEC.md section 4's booking action types, whatever the
 * visitor can act on (book, join or leave a waitlist, cancel a booking or a reservation). FULL
 * and "not bookable yet" (null) are left out.
 */
export const allowedActionStatuses: ReadonlySet<ActionStatus> = new Set<ActionStatus>([
  'BOOK',
  'CANCEL_BOOKING',
  'CANCEL_RESERVATION',
  'JOIN_WAITLIST',
  'LEAVE_WAITLIST',
]);

interface TimeOfDayLike {
  format24Hour: string;
}

export interface FilterableItem {
  startsAt: TimeOfDayLike;
  endsAt: TimeOfDayLike;
  actionToShow: { status: ActionStatus };
  instructors?: readonly { id: number }[];
  tags?: readonly { id: number }[];
}

/** `07:30` → 450. */
export function minutesOf(time: TimeOfDayLike): number {
  const [hours = 0, minutes = 0] = time.format24Hour.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Start and end in minutes; an end at or before the start (e.g. 00:00) is midnight that night. */
export function itemMinutes(item: Pick<FilterableItem, 'startsAt' | 'endsAt'>): {
  start: number;
  end: number;
} {
  const start = minutesOf(item.startsAt);
  const end = minutesOf(item.endsAt);
  return { start, end: end <= start ? end + endOfDay : end };
}

export function isWithinTimeRange(item: FilterableItem, filters: TimetableFilters): boolean {
  const { start, end } = itemMinutes(item);
  return start >= filters.startTime && end <= filters.endTime;
}

export function isShownByAction(item: FilterableItem, actionsToShow: ActionsToShow): boolean {
  return actionsToShow === 'showAll' || allowedActionStatuses.has(item.actionToShow.status);
}

function hasAnySelected(refs: readonly { id: number }[] | undefined, selected: number[]): boolean {
  if (selected.length === 0) return true;
  return (refs ?? []).some((ref) => selected.includes(ref.id));
}

export function matchesTimetableFilters(item: FilterableItem, filters: TimetableFilters): boolean {
  return (
    isWithinTimeRange(item, filters) &&
    isShownByAction(item, filters.actionsToShow) &&
    hasAnySelected(item.instructors, filters.instructors) &&
    hasAnySelected(item.tags, filters.tags)
  );
}

export function applyTimetableFilters<T extends FilterableItem>(
  items: readonly T[],
  filters: TimetableFilters,
): T[] {
  return items.filter((item) => matchesTimetableFilters(item, filters));
}

export function isFiltering(
  filters: TimetableFilters,
  defaults: TimetableFilters = defaultTimetableFilters,
): boolean {
  return (
    filters.startTime !== defaults.startTime ||
    filters.endTime !== defaults.endTime ||
    filters.actionsToShow !== defaults.actionsToShow ||
    filters.instructors.length > 0 ||
    filters.tags.length > 0
  );
}

/** Every distinct instructor or tag among the items, by name: the filter's choices. */
export function distinctRefs(
  items: readonly FilterableItem[],
  field: 'instructors' | 'tags',
): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const item of items) {
    for (const ref of (item[field] ?? []) as readonly { id: number; name?: string }[]) {
      byId.set(ref.id, ref.name ?? String(ref.id));
    }
  }
  return [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}
