import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { filtersFromQuery, withFiltersInQuery } from './timetable-address';
import type { TimetableFilters } from './timetable-filters';
import { defaultTimetableFilters } from './timetable-filters';

function toggle(list: readonly number[], id: number): number[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/**
 * The timetable filters, kept in the address's query. Changes replace the history entry: Back
 * leaves the timetable rather than stepping through each tick of a box.
 *
 * The boxes are this page's state and the address follows them: the router reaches a new query
 * only once its navigation has finished (its loaders run first, in a transition), and on a slow
 * phone a second tick can come before that. Each tick builds on the last one (a functional
 * update, never lost), and the address moving anywhere not written here (Back, a link) is
 * adopted by the boxes.
 */
export function useTimetableFilters(defaults: TimetableFilters = defaultTimetableFilters) {
  const [query, setQuery] = useSearchParams();
  const { search: addressSearch } = useLocation();
  // Compared as text: the router hands a new object for the same query when the location
  // changes in other ways (a new history key), and that is not a move of the address.
  const addressText = query.toString();
  const [shown, setShown] = useState(query);
  const shownText = shown.toString();
  // Queries written to the address and not reached yet, oldest first.
  const written = useRef<string[]>([]);
  const address = useRef(addressText);

  useEffect(() => {
    address.current = addressText;
    const index = written.current.indexOf(addressText);
    if (index !== -1) {
      // One written here arrived: it and every older one are done (a later navigation may
      // have interrupted those).
      written.current = written.current.slice(index + 1);
      return;
    }
    written.current = [];
    setShown((current) =>
      current.toString() === addressText ? current : new URLSearchParams(addressText),
    );
  }, [addressText]);

  useEffect(() => {
    const target = written.current.at(-1) ?? address.current;
    if (shownText === target) return;
    written.current.push(shownText);
    void setQuery(new URLSearchParams(shownText), { replace: true, preventScrollReset: true });
  }, [shownText, setQuery]);

  const filters = useMemo(() => filtersFromQuery(shown, defaults), [shown, defaults]);
  // The query for links that keep the filters (a class, a court): the address as written, or
  // the tick it has not reached yet.
  const search =
    shownText === addressText ? addressSearch : shownText === '' ? '' : `?${shownText}`;

  const update = useCallback(
    (change: (current: TimetableFilters) => TimetableFilters) =>
      setShown((current) =>
        withFiltersInQuery(current, change(filtersFromQuery(current, defaults)), defaults),
      ),
    [defaults],
  );

  const actions = useMemo(
    () => ({
      // Each end of the range changes on its own, on the latest tick (not the range as drawn,
      // which may be a change behind), keeping the range the right way round.
      setStartTime: (startTime: number) =>
        update((current) => ({
          ...current,
          startTime: Math.min(startTime, current.endTime),
          endTime: Math.max(startTime, current.endTime),
        })),
      setEndTime: (endTime: number) =>
        update((current) => ({
          ...current,
          startTime: Math.min(current.startTime, endTime),
          endTime: Math.max(current.startTime, endTime),
        })),
      setActionsToShow: (actionsToShow: TimetableFilters['actionsToShow']) =>
        update((current) => ({ ...current, actionsToShow })),
      toggleInstructor: (id: number) =>
        update((current) => ({ ...current, instructors: toggle(current.instructors, id) })),
      toggleTag: (id: number) =>
        update((current) => ({ ...current, tags: toggle(current.tags, id) })),
      reset: () => update(() => defaults),
    }),
    [update, defaults],
  );

  return { filters, defaults, search, ...actions };
}
