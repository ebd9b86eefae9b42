import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromQuery, withFiltersInQuery } from './timetable-address';
import type { TimetableFilters } from './timetable-filters';
import { defaultTimetableFilters } from './timetable-filters';

function toggle(list: readonly number[], id: number): number[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/**
 * The timetable filters, read from and written to the address's query. Changes replace the
 * history entry: Back leaves the timetable rather than stepping through each tick of a box.
 */
export function useTimetableFilters(defaults: TimetableFilters = defaultTimetableFilters) {
  const [query, setQuery] = useSearchParams();
  // The address changes only once the navigation it starts has finished (the router runs its
  // loaders first, in a transition): until then the boxes show what was asked for, and a second
  // tick builds on the first rather than on the address still showing. `asked` lists the queries
  // asked for and not yet reached, oldest first; the last is the one the boxes show.
  const [asked, setAsked] = useState<readonly URLSearchParams[]>([]);
  const [reached, setReached] = useState(query);
  if (reached !== query) {
    // The address moved: to a query asked for (drop it and every older one: a later navigation
    // may have interrupted those), or somewhere else (Back, a link), which wins over any asked.
    setReached(query);
    const index = asked.findIndex((each) => each.toString() === query.toString());
    setAsked(index === -1 ? [] : asked.slice(index + 1));
  }
  const shown = asked.at(-1) ?? query;
  const filters = useMemo(() => filtersFromQuery(shown, defaults), [shown, defaults]);
  const latest = useRef(shown);
  useEffect(() => {
    latest.current = shown;
  }, [shown]);

  const update = useCallback(
    (change: (current: TimetableFilters) => TimetableFilters) => {
      const current = filtersFromQuery(latest.current, defaults);
      const next = withFiltersInQuery(latest.current, change(current), defaults);
      latest.current = next;
      setAsked((pending) => [...pending, next]);
      void setQuery(next, { replace: true, preventScrollReset: true });
    },
    [setQuery, defaults],
  );

  const actions = useMemo(
    () => ({
      // Each end of the range changes on its own, on the latest asked for (not the range as
      // drawn, which may be a change behind), keeping the range the right way round.
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

  return { filters, defaults, ...actions };
}
