import { formatMinutesOfDay } from '../../shared/lib/format-time';
import { itemMinutes } from './timetable-filters';
import type { Clock } from './timetable.slice';

type Timed = Parameters<typeof itemMinutes>[0];

export function startLabel(item: Timed, clock: Clock): string {
  return formatMinutesOfDay(itemMinutes(item).start, clock);
}

/** `07:00 – 08:00` or `7:00am – 8:00am`; a session ending at midnight ends at 23:59. */
export function timeSpanLabel(item: Timed, clock: Clock): string {
  const { start, end } = itemMinutes(item);
  return `${formatMinutesOfDay(start, clock)} – ${formatMinutesOfDay(end, clock)}`;
}
