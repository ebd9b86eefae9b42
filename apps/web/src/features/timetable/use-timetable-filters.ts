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
  // loaders first): until then the boxes show what was asked for, not what the address says.
  const [asked, setAsked] = useState<URLSearchParams | null>(null);
  useEffect(() => setAsked(null), [query]);
  const shown = asked ?? query;
  const filters = useMemo(() => filtersFromQuery(shown, defaults), [shown, defaults]);
  // The query the last change asked for: a second tick before the first navigation has finished
  // builds on it rather than on the address still showing.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);

  const update = useCallback(
    (change: (current: TimetableFilters) => TimetableFilters) => {
      const current = filtersFromQuery(latest.current, defaults);
      const next = withFiltersInQuery(latest.current, change(current), defaults);
      latest.current = next;
      setAsked(next);
      void setQuery(next, { replace: true, preventScrollReset: true });
    },
    [setQuery, defaults],
  );

  const actions = useMemo(
    () => ({
      setTimeRange: (startTime: number, endTime: number) =>
        // Keep the range the right way round whichever end moved.
        update((current) => ({
          ...current,
          startTime: Math.min(startTime, endTime),
          endTime: Math.max(startTime, endTime),
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
