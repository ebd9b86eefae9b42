import { Button } from '../../../components/button';

export const noResultsCopy = 'No results were found at this centre';

/** The empty day (or a filter that hides everything), with a way back when filters are on. */
export function NoResults({ onResetFilters }: { onResetFilters?: () => void }) {
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
      ) : null}
    </div>
  );
}
