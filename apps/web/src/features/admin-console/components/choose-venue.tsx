import type { ReactNode } from 'react';
import { Link } from '../../../shared/components/link';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { paths } from '../../../shared/lib/paths';
import { errorCopyOf } from '../../../shared/lib/request-state';
import type { ImportKey } from '../api/get-import-keys';
import { useGetImportKeysQuery } from '../api/get-import-keys';

export const noImportedVenuesCopy =
  'There is no venue to add to yet. Locations and classes are added to venues made by the console or by an import, which know them by their import id.';

/**
 * The venues a new row can name: those imported (or made here) under an operator id. Renders
 * its children with them once loaded, or why there are none.
 */
export function WithImportedVenues({ children }: { children: (venues: ImportKey[]) => ReactNode }) {
  const keys = useGetImportKeysQuery('venues', { refetchOnMountOrArgChange: true });
  if (keys.error) {
    return (
      <p className="lido-form__problem" role="alert">
        {errorCopyOf(keys.error)}
      </p>
    );
  }
  if (!keys.data) return <LoadingIndicator />;
  const venues = keys.data.filter((venue) => venue.name !== null);
  if (venues.length === 0) {
    return (
      <>
        <p>{noImportedVenuesCopy}</p>
        <p>
          <Link to={paths.adminNewVenue.build()}>Add a venue</Link>
        </p>
      </>
    );
  }
  return <>{children(venues)}</>;
}
