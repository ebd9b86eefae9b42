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
