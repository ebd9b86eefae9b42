import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/store-hooks';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { errorCopy, isApiError } from '../../../lib/request-state';
import type { FilterableItem, TimetableFilters } from '../timetable-filters';
import { applyTimetableFilters, isFiltering } from '../timetable-filters';
import type { FilterSet } from '../timetable.slice';
import { resetFilters, selectTimetableFilters } from '../timetable.slice';
import { NoResults } from './no-results';
import { TimetableFiltersPanel } from './timetable-filters-panel';

interface TimetableResultProps<T extends FilterableItem> {
  set: FilterSet;
  /** The RTK Query result of the day's items (`currentData`: nothing stale from another date). */
  query: { currentData?: T[]; isFetching: boolean; error?: unknown };
  children: (shown: T[], filters: TimetableFilters) => ReactNode;
}

/**
 * The frame every kind of timetable shares: loading (#loading), the API's message on failure (a
 * date outside the window answers 422 with its reason), the filters, and the empty state.
 */
export function TimetableResult<T extends FilterableItem>({
  set,
  query,
  children,
}: TimetableResultProps<T>) {
  const dispatch = useAppDispatch();
  const filters = useAppSelector((state) => selectTimetableFilters(state, set));

  if (query.currentData === undefined && query.isFetching) return <LoadingIndicator />;
  if (isApiError(query.error)) {
    return (
      <p role="alert" className="lido-timetable__error">
        {errorCopy(query.error)}
      </p>
    );
  }
  const items = query.currentData ?? [];
  const shown = applyTimetableFilters(items, filters);

  return (
    <div className="lido-timetable__layout">
      <TimetableFiltersPanel set={set} items={items} />
      <div className="lido-timetable__results">
        {shown.length > 0 ? (
          children(shown, filters)
        ) : (
          <NoResults
            onResetFilters={
              items.length > 0 && isFiltering(filters)
                ? () => dispatch(resetFilters(set))
                : undefined
            }
          />
        )}
      </div>
    </div>
  );
}
