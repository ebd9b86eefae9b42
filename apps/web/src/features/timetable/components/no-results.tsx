import { Button } from '../../../shared/components/button';

export const noResultsCopy = 'No results were found at this centre';

/**
 * The empty day (or a filter that hides everything), with a way back: clear the filters chosen,
 * or, when only the default "available only" hides them, show the full sessions too.
 */
export function NoResults({
  onResetFilters,
  onShowAll,
}: {
  onResetFilters?: () => void;
  onShowAll?: () => void;
}) {
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
      ) : onShowAll ? (
        <>
          <p>Every session on this day is full or not open for booking yet.</p>
          <Button variant="secondary" onClick={onShowAll}>
            Show all
          </Button>
        </>
      ) : null}
    </div>
  );
}
