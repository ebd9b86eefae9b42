import { useEffect, useRef, useState, type Ref } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { Link } from '../../../shared/components/link';
import { paths } from '../../../shared/lib/paths';
import { useGetImportKeysQuery } from '../api/get-import-keys';
import { consoleId, venueFiles, type VenueValues } from '../console-rows';
import { rememberConsoleVenue } from '../console-venue';
import { useConsoleImport } from '../use-console-import';
import { ImportProblemSummary } from './console-fields';

export const newVenueHeading = 'Add a venue';

type Field = Exclude<keyof VenueValues, 'onlineJoining'> | 'onlineJoining';

const labels: Record<Field, string> = {
  name: 'Name',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  town: 'Town or city',
  area: 'Area or borough',
  postcode: 'Postcode',
  lat: 'Latitude',
  lng: 'Longitude',
  phone: 'Phone',
  email: 'Email',
  onlineJoining: 'Memberships can be joined online here',
};

const fieldIds: Record<Field, string> = {
  name: 'venue-name',
  addressLine1: 'venue-address-line-1',
  addressLine2: 'venue-address-line-2',
  town: 'venue-town',
  area: 'venue-area',
  postcode: 'venue-postcode',
  lat: 'venue-lat',
  lng: 'venue-lng',
  phone: 'venue-phone',
  email: 'venue-email',
  onlineJoining: 'venue-online-joining',
};

const columns = {
  'venues.json': {
    name: 'name',
    slug: 'name',
    address_line_1: 'addressLine1',
    address_line_2: 'addressLine2',
    town: 'town',
    area: 'area',
    postcode: 'postcode',
    lat: 'lat',
    lng: 'lng',
    phone: 'phone',
    email: 'email',
    online_joining: 'onlineJoining',
  },
} satisfies Record<string, Record<string, Field>>;

const emptyVenue: VenueValues = {
  name: '',
  addressLine1: '',
  addressLine2: '',
  town: '',
  area: '',
  postcode: '',
  lat: '',
  lng: '',
  phone: '',
  email: '',
  onlineJoining: false,
};

/** `/admin/venues/new`: a venue, written as a one-row venues.json import. */
export function VenueForm() {
  const [values, setValues] = useState(emptyVenue);
  // Kept until the venue is made, so sending the form again is the same row, never a second venue.
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [created, setCreated] = useState<{ operatorId: string; name: string } | null>(null);
  const venueImport = useConsoleImport<Field>(columns, labels);
  const summaryRef = useRef<HTMLDivElement>(null);
  const createdRef = useRef<HTMLHeadingElement>(null);
  const hasProblems = venueImport.problems.length > 0 || venueImport.failure !== null;

  useEffect(() => {
    if (hasProblems) summaryRef.current?.focus();
  }, [hasProblems, venueImport.problems]);
  useEffect(() => {
    if (created) createdRef.current?.focus();
  }, [created]);

  const field = (name: Exclude<Field, 'onlineJoining'>) => ({
    id: fieldIds[name],
    label: labels[name],
    value: values[name],
    error: venueImport.fieldErrors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setValues((before) => ({ ...before, [name]: value }));
    },
  });

  if (created) {
    return (
      <section className="lido-screen lido-console">
        <h1>{newVenueHeading}</h1>
        <CreatedVenue
          headingRef={createdRef}
          created={created}
          onAnother={() => {
            setCreated(null);
            setValues(emptyVenue);
          }}
        />
      </section>
    );
  }

  return (
    <section className="lido-screen lido-console">
      <h1>{newVenueHeading}</h1>
      <p className="lido-introduction">
        The venue is added as an import would add it. Its place on the map is found from its area or
        town unless you give its latitude and longitude.
      </p>
      <ImportProblemSummary
        ref={summaryRef}
        heading="The venue was not added"
        state={venueImport}
        fieldIds={fieldIds}
      />
      <form
        className="lido-form"
        aria-label={newVenueHeading}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const id = pendingId ?? consoleId(values.name);
          setPendingId(id);
          void venueImport.send(venueFiles(id, values)).then((report) => {
            if (!report) return;
            setPendingId(null);
            setCreated({ operatorId: id, name: values.name.trim() });
          });
        }}
      >
        <FormField {...field('name')} autoComplete="off" />
        <FormField {...field('addressLine1')} autoComplete="off" />
        <FormField
          {...field('addressLine2')}
          label="Address line 2 (optional)"
          autoComplete="off"
        />
        <div className="lido-form__row">
          <FormField {...field('town')} autoComplete="off" />
          <FormField {...field('area')} hint="Such as Camden" autoComplete="off" />
        </div>
        <FormField {...field('postcode')} autoComplete="off" />
        <div className="lido-form__row">
          <FormField {...field('lat')} label="Latitude (optional)" inputMode="decimal" />
          <FormField {...field('lng')} label="Longitude (optional)" inputMode="decimal" />
        </div>
        <div className="lido-form__row">
          <FormField {...field('phone')} label="Phone (optional)" type="tel" autoComplete="off" />
          <FormField {...field('email')} label="Email (optional)" type="email" autoComplete="off" />
        </div>
        <div className="lido-console__check">
          <input
            id={fieldIds.onlineJoining}
            type="checkbox"
            checked={values.onlineJoining}
            aria-describedby={
              venueImport.fieldErrors.onlineJoining ? `${fieldIds.onlineJoining}-error` : undefined
            }
            onChange={(event) => {
              const { checked } = event.currentTarget;
              setValues((before) => ({ ...before, onlineJoining: checked }));
            }}
          />
          <label htmlFor={fieldIds.onlineJoining}>{labels.onlineJoining}</label>
          {venueImport.fieldErrors.onlineJoining ? (
            <p id={`${fieldIds.onlineJoining}-error`} className="lido-field__error">
              {venueImport.fieldErrors.onlineJoining}
            </p>
          ) : null}
        </div>
        <div className="lido-form__actions">
          <Button
            type="submit"
            disabled={venueImport.isSending}
            aria-busy={venueImport.isSending || undefined}
          >
            {venueImport.isSending ? 'Adding…' : 'Add the venue'}
          </Button>
        </div>
      </form>
    </section>
  );
}

function CreatedVenue({
  created,
  headingRef,
  onAnother,
}: {
  created: { operatorId: string; name: string };
  headingRef: Ref<HTMLHeadingElement>;
  onAnother: () => void;
}) {
  const keys = useGetImportKeysQuery('venues', { refetchOnMountOrArgChange: true });
  const venue = keys.data?.find((key) => key.operatorId === created.operatorId);
  // The new venue is the one the manager works in next: its location, then its classes.
  const slug = venue?.slug;
  useEffect(() => {
    if (slug) rememberConsoleVenue(slug);
  }, [slug]);
  return (
    <div className="lido-console__created" data-testid="created">
      <h2 ref={headingRef} tabIndex={-1}>
        {created.name} has been added
      </h2>
      <p>
        Its id for imports is <code>{created.operatorId}</code>: a locations or activities file
        names the venue by it.
      </p>
      <ul>
        {venue?.slug ? (
          <li>
            <Link to={paths.venue.build(venue.slug)}>See {created.name} on the booking site</Link>
          </li>
        ) : null}
        <li>
          <Link to={paths.adminNewLocation.build()}>Add a location at a venue</Link>
        </li>
      </ul>
      <Button variant="secondary" onClick={onAnother}>
        Add another venue
      </Button>
    </div>
  );
}
