import { useNavigate } from 'react-router';
import { Link } from '../../../shared/components/link';
import { courtsNeedAccountCopy } from '../../../shared/state/cart-actions';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { paths } from '../../../shared/lib/paths';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { useBookPlace } from '../use-book-place';
import { addToast } from '../../../shared/state/toasts.slice';
import type { AvailabilityArgs } from '../../../shared/api/get-classes';
import { getSlotsApi, useGetSlotsQuery } from '../api/get-slots';
import { useBasketHolds } from '../in-basket';
import { startLabel, timeSpanLabel } from '../time-span';
import type { TimetableSelection } from '../timetable-address';
import type { TimetableFilters } from '../timetable-filters';
import { applyTimetableFilters } from '../timetable-filters';
import type { TimesItem } from '../../../shared/lib/timetable-item';
import { selectClock } from '../timetable.slice';
import { ActionButton } from './action-button';
import { rowReasons } from '../unbookable-reasons';

/** The API's words for a session with no places left. */
export const sessionFullCopy = rowReasons.full;

/** What a full court's button reads in the court picker, as the live site shows it. */
export function fullCourtLabel(locationName: string): string {
  return `FULL - ${locationName}`;
}

interface SlotLocationsProps {
  args: AvailabilityArgs;
  times: TimesItem;
  filters: TimetableFilters;
  /** The by-time address of the date. */
  timetablePath: string;
  selectedLocationSlug: string | null;
  /** The timetable's filters as a query, kept by each court's address. */
  search: string;
}

/** One start time's courts or lanes, each with its price and action. */
export function SlotLocations({
  args,
  times,
  filters,
  timetablePath,
  selectedLocationSlug,
  search,
}: SlotLocationsProps) {
  const clock = useAppSelector(selectClock);
  const { bookPlace, isAdding, whoIsGoingDialog } = useBookPlace();
  const holdOf = useBasketHolds();
  const slots = useGetSlotsQuery({ ...args, compositeKey: times.compositeKey });
  if (slots.isLoading) return <LoadingIndicator />;
  if (isApiError(slots.error)) return <p role="alert">{errorCopy(slots.error)}</p>;
  const shown = applyTimetableFilters(slots.data ?? [], filters);
  if (shown.length === 0) return <p>Every court at this time is hidden by your filters.</p>;

  return (
    <>
      <ul className="lido-slot-locations" aria-label={`Courts at ${startLabel(times, clock)}`}>
        {shown.map((slot) => {
          const isSelected = slot.location.slug === selectedLocationSlug;
          return (
            <li
              key={slot.id}
              className={`lido-slot-location${isSelected ? ' lido-slot-location--selected' : ''}`}
              data-testid="slot-location"
            >
              <Link
                to={{
                  pathname: paths.timetableSlot.build(timetablePath, {
                    startTime: times.startsAt.format24Hour,
                    endTime: times.endsAt.format24Hour,
                    compositeKey: times.compositeKey,
                    locationSlug: slot.location.slug,
                  }),
                  search,
                }}
                aria-current={isSelected ? 'true' : undefined}
                className="lido-slot-location__name"
              >
                {slot.location.name}
              </Link>
              <span className="lido-session__price">{slot.price.formatted}</span>
              <ActionButton
                action={slot.actionToShow}
                subject={`${slot.location.name} at ${startLabel(slot, clock)}`}
                fullLabel={fullCourtLabel(slot.location.name)}
                isBooking={isAdding}
                inBasket={holdOf(slot.id)}
                restrictions={slot.restrictions}
                onBook={() =>
                  bookPlace(
                    slot,
                    {
                      allowsAnonymousBookings: slot.allowsAnonymousBookings,
                      signInReason: courtsNeedAccountCopy,
                    },
                    `${slot.location.name} at ${startLabel(slot, clock)}`,
                  )
                }
              />
            </li>
          );
        })}
      </ul>
      {whoIsGoingDialog}
    </>
  );
}

interface SlotTimesProps {
  args: AvailabilityArgs;
  times: readonly TimesItem[];
  filters: TimetableFilters;
  timetablePath: string;
  selection: TimetableSelection;
  /** `customer`: the visitor picks the court; otherwise the venue allocates one. */
  allocationStrategy: string;
  /** The timetable's filters as a query, kept by each time's and court's address. */
  search: string;
}

function availabilityLabel(item: TimesItem): string {
  if (item.actionToShow.status === 'FULL' || item.spaces === 0) return 'Full';
  return item.spaces === 1 ? '1 available' : `${item.spaces} available`;
}

/** Court and lane times grouped by start time; opening one lists its locations. */
export function SlotTimes({
  args,
  times,
  filters,
  timetablePath,
  selection,
  allocationStrategy,
  search,
}: SlotTimesProps) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const clock = useAppSelector(selectClock);
  const { bookPlace, isAdding, whoIsGoingDialog } = useBookPlace();
  const isCustomerAllocated = allocationStrategy === 'customer';

  // The venue allocates the court: book the time by taking any free location at it.
  const bookTime = async (item: TimesItem) => {
    const slots = await dispatch(
      getSlotsApi.endpoints.getSlots.initiate(
        { ...args, compositeKey: item.compositeKey },
        { subscribe: false, forceRefetch: true },
      ),
    );
    const free = slots.data?.find((slot) => slot.actionToShow.status === 'BOOK' && slot.spaces > 0);
    if (!free) {
      dispatch(
        addToast({
          content: isApiError(slots.error) ? errorCopy(slots.error) : sessionFullCopy,
          type: 'danger',
        }),
      );
      return;
    }
    bookPlace(
      free,
      {
        allowsAnonymousBookings: free.allowsAnonymousBookings,
        signInReason: courtsNeedAccountCopy,
      },
      `${item.name} at ${startLabel(item, clock)}`,
    );
  };

  return (
    <>
      <ul className="lido-slot-times" aria-label="Times">
        {times.map((item) => {
          const isOpen = selection?.kind === 'slot' && selection.compositeKey === item.compositeKey;
          const panelId = `slot-time-${item.compositeKey}`;
          const summary = (
            <>
              <strong>{timeSpanLabel(item, clock)}</strong>
              <span>{availabilityLabel(item)}</span>
              <span className="lido-session__price">{item.price.formattedAmount}</span>
            </>
          );
          return (
            <li key={item.compositeKey} className="lido-slot-time" data-testid="slot-time">
              {isCustomerAllocated ? (
                <button
                  type="button"
                  className="lido-slot-time__toggle"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() =>
                    void navigate(
                      {
                        pathname: isOpen
                          ? timetablePath
                          : paths.timetableSlot.build(timetablePath, {
                              startTime: item.startsAt.format24Hour,
                              endTime: item.endsAt.format24Hour,
                              compositeKey: item.compositeKey,
                            }),
                        search,
                      },
                      { preventScrollReset: true },
                    )
                  }
                >
                  {summary}
                  <span aria-hidden="true" className="lido-slot-time__chevron">
                    {isOpen ? '▲' : '▼'}
                  </span>
                </button>
              ) : (
                <div className="lido-slot-time__row">
                  {summary}
                  <ActionButton
                    action={item.actionToShow}
                    subject={`${item.name} at ${startLabel(item, clock)}`}
                    isBooking={isAdding}
                    restrictions={item.restrictions}
                    onBook={() => void bookTime(item)}
                  />
                </div>
              )}
              {isCustomerAllocated && isOpen ? (
                <div id={panelId} className="lido-slot-time__panel">
                  <SlotLocations
                    args={args}
                    times={item}
                    filters={filters}
                    timetablePath={timetablePath}
                    selectedLocationSlug={selection.locationSlug}
                    search={search}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {whoIsGoingDialog}
    </>
  );
}
