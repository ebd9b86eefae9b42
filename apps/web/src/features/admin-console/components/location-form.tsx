import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { Link } from '../../../shared/components/link';
import { paths } from '../../../shared/lib/paths';
import type { ImportKey } from '../api/get-import-keys';
import { consoleId, locationFiles, locationTypes, type LocationValues } from '../console-rows';
import { useConsoleImport } from '../use-console-import';
import { ImportedVenueField, useStartingVenue, WithImportedVenues } from './choose-venue';
import { ImportProblemSummary, SelectField } from './console-fields';

export const newLocationHeading = 'Add a location';

type Field = keyof LocationValues;

const labels: Record<Field, string> = { venueId: 'Venue', name: 'Name', type: 'Type' };
const fieldIds: Record<Field, string> = {
  venueId: 'location-venue',
  name: 'location-name',
  type: 'location-type',
};
const columns = {
  'locations.json': { venue_id: 'venueId', name: 'name', type: 'type' },
} satisfies Record<string, Record<string, Field>>;

const typeLabels: Record<(typeof locationTypes)[number], string> = {
  court: 'Court',
  pool: 'Pool',
  lane: 'Lane',
  studio: 'Studio',
  hall: 'Hall',
  pitch: 'Pitch',
  gym: 'Gym',
  room: 'Room',
};

/** `/admin/locations/new`: a court, pool or studio of a venue, as a one-row locations.json. */
export function LocationForm() {
  return (
    <section className="lido-screen lido-console">
      <h1>{newLocationHeading}</h1>
      <WithImportedVenues>{(venues) => <LocationFields venues={venues} />}</WithImportedVenues>
    </section>
  );
}

/** A new location's fields, at a venue (its operator id). */
const emptyLocation = (venueId: string): LocationValues => ({ venueId, name: '', type: 'studio' });

function LocationFields({ venues }: { venues: ImportKey[] }) {
  const startingVenue = useStartingVenue(venues);
  const [values, setValues] = useState(() => emptyLocation(startingVenue?.operatorId ?? ''));
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [created, setCreated] = useState<{
    operatorId: string;
    name: string;
    venue: ImportKey | undefined;
  } | null>(null);
  const locationImport = useConsoleImport<Field>(columns, labels);
  const summaryRef = useRef<HTMLDivElement>(null);
  const createdRef = useRef<HTMLHeadingElement>(null);
  const hasProblems = locationImport.problems.length > 0 || locationImport.failure !== null;

  useEffect(() => {
    if (hasProblems) summaryRef.current?.focus();
  }, [hasProblems, locationImport.problems]);
  useEffect(() => {
    if (created) createdRef.current?.focus();
  }, [created]);

  const set =
    (name: Exclude<Field, 'venueId'>) =>
    (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
      const { value } = event.currentTarget;
      setValues((before) => ({ ...before, [name]: value }));
    };

  if (created) {
    return (
      <div className="lido-console__created" data-testid="created">
        <h2 ref={createdRef} tabIndex={-1}>
          {created.name} has been added
          {created.venue?.name ? ` at ${created.venue.name}` : ''}
        </h2>
        <p>
          Its id for imports is <code>{created.operatorId}</code>: an activities or schedules file
          names the location by it.
        </p>
        <ul>
          {created.venue?.slug ? (
            <li>
              <Link to={paths.venue.build(created.venue.slug)}>
                See {created.venue.name} on the booking site
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={paths.adminNewWeeklyClass.build()}>Add a weekly class</Link>
          </li>
        </ul>
        <Button
          variant="secondary"
          onClick={() => {
            setCreated(null);
            setValues(emptyLocation(values.venueId));
          }}
        >
          Add another location
        </Button>
      </div>
    );
  }

  return (
    <>
      <p className="lido-introduction">
        A court, pool, lane, studio or hall where a venue’s sessions take place.
      </p>
      <ImportProblemSummary
        ref={summaryRef}
        heading="The location was not added"
        state={locationImport}
        fieldIds={fieldIds}
      />
      <form
        className="lido-form"
        aria-label={newLocationHeading}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const id = pendingId ?? consoleId(values.name);
          setPendingId(id);
          void locationImport.send(locationFiles(id, values)).then((report) => {
            if (!report) return;
            setPendingId(null);
            setCreated({
              operatorId: id,
              name: values.name.trim(),
              venue: venues.find((venue) => venue.operatorId === values.venueId),
            });
          });
        }}
      >
        <ImportedVenueField
          id={fieldIds.venueId}
          label={labels.venueId}
          venues={venues}
          value={values.venueId}
          error={locationImport.fieldErrors.venueId}
          onChoose={(venueId) => setValues((before) => ({ ...before, venueId }))}
        />
        <FormField
          id={fieldIds.name}
          label={labels.name}
          hint="Such as Court 1 or Studio 2"
          autoComplete="off"
          value={values.name}
          error={locationImport.fieldErrors.name}
          onChange={set('name')}
        />
        <SelectField
          id={fieldIds.type}
          label={labels.type}
          value={values.type}
          error={locationImport.fieldErrors.type}
          onChange={set('type')}
        >
          {locationTypes.map((type) => (
            <option key={type} value={type}>
              {typeLabels[type]}
            </option>
          ))}
        </SelectField>
        <div className="lido-form__actions">
          <Button
            type="submit"
            disabled={locationImport.isSending}
            aria-busy={locationImport.isSending || undefined}
          >
            {locationImport.isSending ? 'Adding…' : 'Add the location'}
          </Button>
        </div>
      </form>
    </>
  );
}
