import { useEffect, useRef } from 'react';
import { Link } from '../../../shared/components/link';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { paths } from '../../../shared/lib/paths';
import { useBookPlace } from '../use-book-place';
import {
  useWaitlistActions,
  useWaitlistPosition,
} from '../../../shared/hooks/use-waitlist-actions';
import { useInBasket } from '../in-basket';
import { startLabel, timeSpanLabel } from '../time-span';
import { bookingOpensLabel } from '../unbookable-reasons';
import type { ClassItem } from '../../../shared/lib/timetable-item';
import { selectClock } from '../timetable.slice';
import { RestrictionNote } from './restriction-note';
import { ActionButton } from './action-button';

interface ClassListProps {
  classes: readonly ClassItem[];
  /** The timetable address of the date, for each class's own link. */
  timetablePath: string;
  /** The class named in the address (`…/class/{id}`), shown open. */
  selectedClassId: string | null;
  /** The timetable's filters as a query, kept by each class's link. */
  search: string;
}

function spacesLabel(spaces: number): string {
  return spaces === 1 ? '1 space left' : `${spaces} spaces left`;
}

function ClassCard({
  item,
  timetablePath,
  isSelected,
  search,
}: {
  item: ClassItem;
  timetablePath: string;
  isSelected: boolean;
  search: string;
}) {
  const clock = useAppSelector(selectClock);
  const { bookPlace, isAdding, whoIsGoingDialog } = useBookPlace();
  const inBasket = useInBasket(item.id);
  const waitlistActions = useWaitlistActions();
  const waitlistId = typeof item.waitlistId === 'number' ? item.waitlistId : null;
  const position = useWaitlistPosition(waitlistId);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (isSelected) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isSelected]);
  const subject = `${item.name} at ${startLabel(item, clock)}`;

  return (
    <li
      ref={ref}
      className={`lido-session${isSelected ? ' lido-session--selected' : ''}`}
      data-testid="class"
    >
      <div className="lido-session__time">
        <strong>{timeSpanLabel(item, clock)}</strong>
        <span>{item.duration}</span>
      </div>
      <div className="lido-session__body">
        <h2 className="lido-session__name">
          <Link
            to={{ pathname: paths.timetableClass.build(timetablePath, item.id), search }}
            aria-current={isSelected ? 'true' : undefined}
          >
            {item.name}
          </Link>
        </h2>
        <p className="lido-session__meta">
          {item.slotDisplayLocation}
          {item.instructors.length > 0
            ? ` · with ${item.instructors.map((instructor) => instructor.name).join(', ')}`
            : ''}
        </p>
        {item.tags.length > 0 ? (
          <ul className="lido-session__tags" aria-label="Tags">
            {item.tags.map((tag) => (
              <li key={tag.id}>{tag.name}</li>
            ))}
          </ul>
        ) : null}
        <RestrictionNote restrictions={item.restrictions} />
        {isSelected && item.description ? <p>{item.description}</p> : null}
      </div>
      <div className="lido-session__action">
        <span className="lido-session__price">{item.price.formatted}</span>
        <span className="lido-session__spaces">{spacesLabel(item.spaces)}</span>
        <ActionButton
          action={item.actionToShow}
          subject={subject}
          isBooking={isAdding}
          inBasket={inBasket}
          restrictions={item.restrictions}
          opensAt={bookingOpensLabel(item.firstBookableAt, clock)}
          waitlist={{
            position,
            isBusy: waitlistActions.isBusy,
            onJoin: (partySize) => void waitlistActions.join(item, partySize),
            onLeave: () => {
              if (waitlistId !== null) void waitlistActions.leave(waitlistId);
            },
          }}
          onBook={() =>
            bookPlace(item, { allowsAnonymousBookings: item.allowsAnonymousBookings }, subject)
          }
        />
      </div>
      {whoIsGoingDialog}
    </li>
  );
}

/** The classes of a date: time, name, instructors, tags, spaces, price and action. */
export function ClassList({ classes, timetablePath, selectedClassId, search }: ClassListProps) {
  return (
    <ul className="lido-sessions" aria-label="Classes">
      {classes.map((item) => (
        <ClassCard
          key={item.id}
          item={item}
          timetablePath={timetablePath}
          isSelected={String(item.id) === selectedClassId}
          search={search}
        />
      ))}
    </ul>
  );
}
