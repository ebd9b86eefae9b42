import type { CSSProperties, DragEvent } from 'react';
import { useRef, useState } from 'react';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import type { VenueWeekSession } from '../api/get-venue-week';
import {
  blockPlacement,
  dropStartTime,
  type HourRange,
  hourRangeOf,
  hoursOf,
  lanesOf,
  timeOf,
} from '../week-grid';
import { dayLabel } from './week-copy';
import { WeekSessionBlock } from './week-session-block';
import './week-calendar.css';

/** Wide enough for seven day columns; narrower, the week is a list of days (week-calendar.css). */
export const weekGridQuery = '(min-width: 60rem)';

export interface MoveTarget {
  date: string;
  time: string;
}

interface Dragging {
  session: VenueWeekSession;
  /** How far below the block's top edge the pointer took hold of it. */
  grabOffset: number;
}

/**
 * The week as seven day columns with a row per hour, each session a block placed by its time
 * (sessions at the same time side by side). A block dropped on a day column at a quarter hour,
 * or chosen, asks `onMove` to confirm where it goes.
 */
export function WeekCalendar({
  dates,
  sessions,
  onMove,
}: {
  dates: string[];
  sessions: VenueWeekSession[];
  onMove: (session: VenueWeekSession, to: MoveTarget) => void;
}) {
  const isGrid = useMediaQuery(weekGridQuery);
  const range = hourRangeOf(sessions);
  const dragging = useRef<Dragging | null>(null);
  const [dropAt, setDropAt] = useState<MoveTarget | null>(null);
  const hintId = 'week-move-hint';

  const targetOf = (event: DragEvent<HTMLElement>, date: string): MoveTarget | null => {
    if (!dragging.current) return null;
    const column = event.currentTarget.getBoundingClientRect();
    const time = dropStartTime({
      pointerY: event.clientY,
      columnTop: column.top,
      columnHeight: column.height,
      grabOffset: dragging.current.grabOffset,
      range,
    });
    return { date, time };
  };

  return (
    <div
      className={isGrid ? 'lido-week lido-week--grid' : 'lido-week'}
      style={{ '--week-hours': range.lastHour - range.firstHour } as CSSProperties}
    >
      <p id={hintId} className="lido-week__hint">
        {isGrid
          ? 'Drag a session to another day or time to move it, or choose it to give the new date and time.'
          : 'Choose a session to move it to another date or time.'}
      </p>
      <div className="lido-week__body">
        {isGrid ? <HourLabels range={range} /> : null}
        {dates.map((date) => {
          const onDay = lanesOf(sessions.filter((session) => session.date === date));
          const headingId = `week-day-${date}`;
          return (
            <section key={date} className="lido-week__day" aria-labelledby={headingId}>
              <h3 id={headingId}>{dayLabel(date)}</h3>
              <div
                className="lido-week__column"
                data-date={date}
                onDragOver={(event) => {
                  const target = targetOf(event, date);
                  if (!target) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  if (target.date !== dropAt?.date || target.time !== dropAt.time)
                    setDropAt(target);
                }}
                onDragLeave={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                    setDropAt(null);
                  }
                }}
                onDrop={(event) => {
                  const target = targetOf(event, date);
                  const moved = dragging.current?.session;
                  if (!target || !moved) return;
                  event.preventDefault();
                  dragging.current = null;
                  setDropAt(null);
                  onMove(moved, target);
                }}
              >
                {dropAt?.date === date ? <DropMarker time={dropAt.time} range={range} /> : null}
                {onDay.length === 0 ? (
                  <p className="lido-week__none">No sessions.</p>
                ) : (
                  <ul className="lido-week__sessions">
                    {onDay.map(({ session, lane, lanes }) => (
                      <WeekSessionBlock
                        key={session.occurrenceId}
                        session={session}
                        place={{ ...blockPlacement(session, range), lane, lanes }}
                        isDraggable={isGrid}
                        hintId={hintId}
                        onChoose={() =>
                          onMove(session, { date: session.date, time: session.startTime })
                        }
                        onDragStart={(event) => {
                          const block = event.currentTarget.getBoundingClientRect();
                          dragging.current = { session, grabOffset: event.clientY - block.top };
                          event.dataTransfer.effectAllowed = 'move';
                          // Some browsers start no drag without data.
                          event.dataTransfer.setData('text/plain', session.name);
                        }}
                        onDragEnd={() => {
                          dragging.current = null;
                          setDropAt(null);
                        }}
                      />
                    ))}
                  </ul>
                )}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** The hours down the side of the wide calendar; the day headings and blocks say the times. */
function HourLabels({ range }: { range: HourRange }) {
  return (
    <ol className="lido-week__hours" aria-hidden="true">
      {hoursOf(range).map((hour) => (
        <li key={hour}>{timeOf(hour * 60)}</li>
      ))}
    </ol>
  );
}

/** Where a dragged block would start, while it is over a column. */
function DropMarker({ time, range }: { time: string; range: HourRange }) {
  const { topPercent } = blockPlacement({ startTime: time, endTime: time }, range);
  return (
    <div
      className="lido-week__drop"
      aria-hidden="true"
      style={{ '--week-top': `${topPercent}%` } as CSSProperties}
    >
      {time}
    </div>
  );
}
