import type { CSSProperties, DragEvent } from 'react';
import type { VenueWeekSession } from '../api/get-venue-week';

/** Where the block sits in its day column (the wide calendar; the list of days ignores it). */
export interface BlockPlace {
  topPercent: number;
  heightPercent: number;
  lane: number;
  lanes: number;
}

const placeStyle = (place: BlockPlace) =>
  ({
    '--week-top': `${place.topPercent}%`,
    '--week-height': `${place.heightPercent}%`,
    '--week-lane': place.lane,
    '--week-lanes': place.lanes,
  }) as CSSProperties;

// Spaces between the parts, so a screen reader hears "Spin 08:30–09:15 12/24 booked …", not one
// word. What a manager looks for first comes first: a short block shows only its top lines.
function BlockText({ session }: { session: VenueWeekSession }) {
  return (
    <>
      <span className="lido-week__name">{session.name}</span>{' '}
      <span>
        {session.startTime}–{session.endTime}
      </span>{' '}
      <span>
        {session.booked}/{session.capacity} booked
      </span>
      {session.waiting > 0 ? (
        <>
          {' '}
          <span>{session.waiting} waiting</span>
        </>
      ) : null}
      {session.locationName ? (
        <>
          {' '}
          <span className="lido-week__where">{session.locationName}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * A session on the calendar: a button that opens the move panel (so a keyboard can move it too),
 * dragged to another day or time where the pointer can. A cancelled session is shown, marked,
 * and cannot be moved.
 */
export function WeekSessionBlock({
  session,
  place,
  isDraggable,
  hintId,
  onChoose,
  onDragStart,
  onDragEnd,
}: {
  session: VenueWeekSession;
  place: BlockPlace;
  isDraggable: boolean;
  /** The instructions that say what choosing or dragging a session does. */
  hintId: string;
  onChoose: () => void;
  onDragStart: (event: DragEvent<HTMLButtonElement>) => void;
  onDragEnd: () => void;
}) {
  if (session.cancelled) {
    return (
      <li className="lido-week__slot" style={placeStyle(place)}>
        <div
          className="lido-week__session lido-week__session--cancelled"
          data-testid="week-session"
        >
          <span className="lido-week__name">{session.name}</span>{' '}
          <span>
            {session.startTime}–{session.endTime}
          </span>{' '}
          <span>Cancelled</span>
        </div>
      </li>
    );
  }
  return (
    <li className="lido-week__slot" style={placeStyle(place)}>
      <button
        type="button"
        className={`lido-week__session lido-week__session--${session.kind}`}
        data-testid="week-session"
        aria-describedby={hintId}
        draggable={isDraggable}
        onClick={onChoose}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
      >
        <BlockText session={session} />
      </button>
    </li>
  );
}
