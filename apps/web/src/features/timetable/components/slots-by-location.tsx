import { useId } from 'react';
import { courtsNeedAccountCopy } from '../../../shared/state/cart-actions';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { useBookPlace } from '../use-book-place';
import { startLabel, timeSpanLabel } from '../time-span';
import type { SlotItem } from '../../../shared/lib/timetable-item';
import { selectClock, selectLocation, selectSelectedLocation } from '../timetable.slice';
import { ActionButton } from './action-button';

interface SlotsByLocationProps {
  /** The day's slots, already filtered. */
  slots: readonly SlotItem[];
  /** Every location of the activity, so the court choice does not shrink with the filters. */
  locations: readonly { id: string; name: string }[];
}

/** The day's slots grouped by court or lane, optionally just one (kept in the timetable state). */
export function SlotsByLocation({ slots, locations }: SlotsByLocationProps) {
  const dispatch = useAppDispatch();
  const clock = useAppSelector(selectClock);
  const selected = useAppSelector(selectSelectedLocation);
  const { bookPlace, isAdding, whoIsGoingDialog } = useBookPlace();
  const selectId = useId();
  const isKnown = locations.some((location) => location.id === selected);
  const shownLocations = locations.filter(
    (location) => !isKnown || selected === null || location.id === selected,
  );

  return (
    <div className="lido-by-location">
      <div className="lido-by-location__choice">
        <label htmlFor={selectId}>Court or lane</label>
        <select
          id={selectId}
          value={isKnown && selected !== null ? selected : ''}
          onChange={(event) => dispatch(selectLocation(event.target.value || null))}
        >
          <option value="">All</option>
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </select>
      </div>
      {shownLocations.map((location) => {
        const rows = slots.filter((slot) => slot.location.id === location.id);
        if (rows.length === 0) return null;
        return (
          <section key={location.id} className="lido-by-location__court" data-testid="court">
            <h2>{location.name}</h2>
            <ul className="lido-slot-locations" aria-label={location.name}>
              {rows.map((slot) => (
                <li key={slot.id} className="lido-slot-location">
                  <strong>{timeSpanLabel(slot, clock)}</strong>
                  <span className="lido-session__price">{slot.price.formatted}</span>
                  <ActionButton
                    action={slot.actionToShow}
                    subject={`${location.name} at ${startLabel(slot, clock)}`}
                    isBooking={isAdding}
                    restrictions={slot.restrictions}
                    onBook={() =>
                      bookPlace(
                        slot,
                        {
                          allowsAnonymousBookings: slot.allowsAnonymousBookings,
                          signInReason: courtsNeedAccountCopy,
                        },
                        `${location.name} at ${startLabel(slot, clock)}`,
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {whoIsGoingDialog}
    </div>
  );
}
