// Why sessions cannot be booked, read from each row's `action_to_show` (the API words the reason
// for the caller: their induction, age, membership, the booking window or the places left), so a
// day whose sessions "Available only" hides can say why, rather than calling them all full.
import { shortDays, shortMonths } from '@lido/contract';
import type { FilterableItem } from './timetable-filters';
import type { Clock } from './timetable.slice';
import type { RowRestrictions } from './components/restriction-note';

/** The row reasons the API gives (apps/api booking-window.ts and restriction-rules.ts). */
export const rowReasons = {
  full: 'The session being booked is already full',
  notReleased: 'You cannot book this activity yet',
  closed: 'This session can no longer be booked',
  induction: 'Induction needed — book one',
  membersOnly: 'Members only',
} as const;

interface ZonedInstant {
  local: string;
  format12Hour: string;
  format24Hour: string;
}

/** A timetable row as far as its reason goes (classes, court times and slots, drop-ins). */
export interface ReasonedItem extends FilterableItem {
  actionToShow: FilterableItem['actionToShow'] & { reason?: string | null };
  restrictions?: RowRestrictions | null | undefined;
  firstBookableAt?: ZonedInstant | undefined;
}

export type UnbookableKind =
  'full' | 'induction' | 'members-only' | 'age' | 'not-released' | 'closed' | 'other';

/** Sessions that cannot be booked for one reason. */
export interface UnbookableGroup {
  kind: UnbookableKind;
  count: number;
  /** The rows' own reason, as the API words it. */
  reason: string;
  /** The induction to book first (kind `induction`), for a link to it. */
  induction?: RowRestrictions['preInduction'];
  /** When the earliest of them opens for booking (kind `not-released`). */
  opensAt?: ZonedInstant;
}

/** What a row without a reason of its own means (the action button reads it so). */
const defaultReason: Record<UnbookableKind, string> = {
  full: rowReasons.full,
  induction: rowReasons.induction,
  'members-only': rowReasons.membersOnly,
  age: '',
  'not-released': rowReasons.notReleased,
  closed: rowReasons.closed,
  other: '',
};

function kindOf(item: ReasonedItem): UnbookableKind | null {
  const { status, reason } = item.actionToShow;
  if (status === 'FULL') return 'full';
  if (status !== null) return null;
  // The action button reads a row with neither status nor reason as not open yet, as here.
  if (reason === rowReasons.notReleased || !reason) return 'not-released';
  if (reason === rowReasons.closed) return 'closed';
  if (reason === rowReasons.induction) return 'induction';
  if (reason === rowReasons.membersOnly) return 'members-only';
  if (reason?.startsWith('Ages ')) return 'age';
  return 'other';
}

/**
 * The sessions among `items` that cannot be booked, grouped by reason (an age range or an
 * induction each its own group), in the order the day first meets them.
 */
export function unbookableGroups(items: readonly ReasonedItem[]): UnbookableGroup[] {
  const groups = new Map<string, UnbookableGroup>();
  for (const item of items) {
    const kind = kindOf(item);
    if (kind === null) continue;
    const reason = item.actionToShow.reason || defaultReason[kind];
    const induction = kind === 'induction' ? item.restrictions?.preInduction : undefined;
    // An age range or an induction is its own group; the other kinds say the same for each row.
    const key =
      kind === 'age' || kind === 'other' ? `${kind}:${reason}` : `${kind}:${induction?.name ?? ''}`;
    const group = groups.get(key) ?? { kind, count: 0, reason, induction };
    group.count += 1;
    const opensAt = kind === 'not-released' ? item.firstBookableAt : undefined;
    if (opensAt && (!group.opensAt || opensAt.local < group.opensAt.local)) {
      group.opensAt = opensAt;
    }
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** `2026-10-26T22:00:00+00:00` (the venue's local time) as `Mon 26 Oct at 22:00`. */
export function bookingOpensLabel(instant: ZonedInstant, clock: Clock): string {
  const [year = 0, month = 1, day = 1] = instant.local.slice(0, 10).split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const time = clock === '12' ? instant.format12Hour : instant.format24Hour;
  return `${shortDays[weekday] ?? ''} ${day} ${shortMonths[month - 1] ?? ''} at ${time}`;
}

const sessions = (count: number) => (count === 1 ? '1 session' : `${count} sessions`);
const isAre = (count: number) => (count === 1 ? 'is' : 'are');

/** What stops a group's sessions, as a sentence ("3 sessions need the Gym Induction first"). */
export function groupSentence(group: UnbookableGroup, clock: Clock): string {
  const { count } = group;
  switch (group.kind) {
    case 'full':
      return `${sessions(count)} ${isAre(count)} full`;
    case 'induction':
      return `${sessions(count)} ${count === 1 ? 'needs' : 'need'} the ${group.induction?.name ?? 'induction'} first`;
    case 'members-only':
      return `${sessions(count)} ${isAre(count)} for members only`;
    case 'age':
      // "Ages 8 to 15" or "Ages 8 to 15: date of birth needed".
      return `${sessions(count)} ${isAre(count)} for ${group.reason.replace(/^Ages/, 'ages')}`;
    case 'not-released':
      return group.opensAt
        ? `${sessions(count)} ${isAre(count)} not open for booking yet: booking opens ${bookingOpensLabel(group.opensAt, clock)}`
        : `${sessions(count)} ${isAre(count)} not open for booking yet`;
    case 'closed':
      return `${sessions(count)} can no longer be booked`;
    case 'other':
      return `${sessions(count)}: ${group.reason}`;
  }
}
