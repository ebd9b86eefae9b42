import type { ReactNode } from 'react';
import { Button } from '../../../shared/components/button';
import type { UnbookableGroup } from '../unbookable-reasons';
import { UnbookableSummary } from './unbookable-summary';

export const noResultsCopy = 'No results were found at this centre';

/** "You cannot book any of the 4 sessions on this day:" */
export function noneBookableIntro(total: number): string {
  return total === 1
    ? 'You cannot book the only session on this day:'
    : `You cannot book any of the ${total} sessions on this day:`;
}

/**
 * Nothing to show, and why, with a way on: an empty day says so and offers the next day with a
 * session (`emptyDay`); filters chosen that hide everything can be cleared; sessions "Available
 * only" hides are counted by the reason they cannot be booked, and Show all shows them.
 */
export function NoResults({
  emptyDay,
  onResetFilters,
  unbookable,
}: {
  /** The day has no sessions at all: what to offer instead (the next session). */
  emptyDay?: ReactNode;
  onResetFilters?: (() => void) | undefined;
  /** Every session the other filters let through is hidden as not bookable. */
  unbookable?: { groups: readonly UnbookableGroup[]; total: number; onShowAll: () => void };
}) {
  if (unbookable && !onResetFilters) {
    return (
      <div className="lido-timetable__empty" role="status">
        <UnbookableSummary
          intro={noneBookableIntro(unbookable.total)}
          groups={unbookable.groups}
          onShowAll={unbookable.onShowAll}
        />
      </div>
    );
  }
  return (
    <div className="lido-timetable__empty" role="status">
      <p>{noResultsCopy}</p>
      {onResetFilters ? (
        <>
          <p>Your filters may be hiding some sessions.</p>
          <Button variant="secondary" onClick={onResetFilters}>
            Clear filters
          </Button>
        </>
      ) : (
        emptyDay
      )}
    </div>
  );
}
