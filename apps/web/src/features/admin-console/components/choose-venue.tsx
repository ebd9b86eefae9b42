import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../shared/components/link';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { paths } from '../../../shared/lib/paths';
import { errorCopyOf } from '../../../shared/lib/request-state';
import type { ImportKey } from '../api/get-import-keys';
import { useGetImportKeysQuery } from '../api/get-import-keys';
import { rememberConsoleVenue, useConsoleFormVenue } from '../console-venue';
import { SelectField } from './console-fields';

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

/**
 * The venue a new row starts at: the one the address names (`?venue=`), else the one the manager
 * is working in, else their own venue, else the first.
 */
export function useStartingVenue(venues: readonly ImportKey[]): ImportKey | undefined {
  const [searchParams] = useSearchParams();
  return useConsoleFormVenue(searchParams.get('venue'), venues);
}

/** A form's venue field, by operator id; the venue chosen is the one the console works in next. */
export function ImportedVenueField({
  id,
  label,
  venues,
  value,
  error,
  onChoose,
}: {
  id: string;
  label: string;
  venues: readonly ImportKey[];
  /** The chosen venue's operator id. */
  value: string;
  error: string | undefined;
  onChoose: (operatorId: string) => void;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      error={error}
      onChange={(event) => {
        const operatorId = event.currentTarget.value;
        const slug = venues.find((venue) => venue.operatorId === operatorId)?.slug;
        if (slug) rememberConsoleVenue(slug);
        onChoose(operatorId);
      }}
    >
      {venues.map((venue) => (
        <option key={venue.operatorId} value={venue.operatorId}>
          {venue.name}
        </option>
      ))}
    </SelectField>
  );
}
