import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../../shared/components/button';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { SideDrawer } from '../../../shared/components/side-drawer';
import { useIsPhone } from '../../../shared/hooks/use-media-query';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import type { TimetableFilters } from '../timetable-filters';
import { applyTimetableFilters, defaultTimetableFilters } from '../timetable-filters';
import type { ReasonedItem } from '../unbookable-reasons';
import { unbookableGroups } from '../unbookable-reasons';
import { useTimetableFilters } from '../use-timetable-filters';
import { NoResults } from './no-results';
import { TimetableFiltersPanel } from './timetable-filters-panel';
import { UnbookableSummary } from './unbookable-summary';

interface TimetableResultProps<T extends ReasonedItem> {
  /** The RTK Query result of the day's items (`currentData`: nothing stale from another date). */
  query: { currentData?: T[]; isFetching: boolean; error?: unknown };
  /** The filters a link without any means: classes show available only (SPEC.md section 4). */
  defaults?: TimetableFilters;
  /** The items the filters let through, the filters, and the query links keep them with. */
  children: (shown: T[], filters: TimetableFilters, search: string) => ReactNode;
  /** What a day without any session offers instead (the next day with one). */
  emptyDay?: ReactNode;
}

/**
 * Sessions "available only" hides for a reason a customer can act on or should know (an
 * induction, their age, membership, the booking window), while others are shown: full and
 * finished sessions are what the filter is for, and are left unsaid.
 */
const worthSaying = (kind: string) => kind !== 'full' && kind !== 'closed';

/** The filters chosen beyond the timetable's defaults. */
function activeFilterCount(filters: TimetableFilters, defaults: TimetableFilters): number {
  const timeRange = filters.startTime > 0 || filters.endTime < 1440 ? 1 : 0;
  const available = filters.actionsToShow !== defaults.actionsToShow ? 1 : 0;
  return timeRange + available + filters.instructors.length + filters.tags.length;
}

/**
 * The frame every kind of timetable shares: loading (#loading), the API's message on failure (a
 * date outside the window answers 422 with its reason), the filters, and the empty state. On a
 * phone the filters open as a sheet from a button, so the results come first on the screen.
 */
export function TimetableResult<T extends ReasonedItem>({
  query,
  defaults = defaultTimetableFilters,
  children,
  emptyDay,
}: TimetableResultProps<T>) {
  const filtering = useTimetableFilters(defaults);
  const { filters } = filtering;
  const isPhone = useIsPhone();
  const [isSheetOpen, setSheetOpen] = useState(false);

  if (query.currentData === undefined && query.isFetching) return <LoadingIndicator />;
  if (isApiError(query.error)) {
    return (
      <p role="alert" className="lido-timetable__error">
        {errorCopy(query.error)}
      </p>
    );
  }
  const items = query.currentData ?? [];
  // Every filter but "available only", then that one: what it hides is said, with the reason.
  const passing = applyTimetableFilters(items, { ...filters, actionsToShow: 'showAll' });
  const shown = applyTimetableFilters(passing, filters);
  const hidden = passing.filter((item) => !shown.includes(item));
  const showAll = () => filtering.setActionsToShow('showAll');
  const count = activeFilterCount(filters, defaults);
  const partlyHidden = unbookableGroups(hidden).filter((group) => worthSaying(group.kind));

  return (
    <div className="lido-timetable__layout">
      {isPhone ? (
        <div className="lido-timetable__filter-bar">
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            aria-expanded={isSheetOpen}
            aria-controls="timetable-filters"
            onClick={() => setSheetOpen(true)}
          >
            {count > 0 ? `Filters (${count})` : 'Filters'}
          </Button>
          <SideDrawer
            id="timetable-filters"
            title="Filters"
            closeLabel="Close filters"
            placement="bottom"
            isOpen={isSheetOpen}
            onClose={() => setSheetOpen(false)}
          >
            <TimetableFiltersPanel filtering={filtering} items={items} isInSheet />
            <Button isFullWidth onClick={() => setSheetOpen(false)}>
              {shown.length === 1 ? 'Show 1 result' : `Show ${shown.length} results`}
            </Button>
          </SideDrawer>
        </div>
      ) : (
        <TimetableFiltersPanel filtering={filtering} items={items} />
      )}
      <div className="lido-timetable__results">
        {shown.length > 0 ? (
          <>
            {children(shown, filters, filtering.search)}
            {partlyHidden.length > 0 ? (
              <UnbookableSummary
                intro="Also on this day, hidden by “Available only”:"
                groups={partlyHidden}
                onShowAll={showAll}
              />
            ) : null}
          </>
        ) : (
          <NoResults
            emptyDay={emptyDay}
            onResetFilters={items.length > 0 && passing.length === 0 ? filtering.reset : undefined}
            unbookable={
              hidden.length > 0
                ? { groups: unbookableGroups(hidden), total: hidden.length, onShowAll: showAll }
                : undefined
            }
          />
        )}
      </div>
    </div>
  );
}
