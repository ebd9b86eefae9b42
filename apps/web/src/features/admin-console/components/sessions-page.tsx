import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { usePageTitle } from '../../../components/page-title';
import { formatCalendarDateWithDay } from '../../../lib/format-calendar-date';
import { londonToday } from '../../../lib/london-today';
import { errorCopyOf } from '../../../lib/request-state';
import { useGetVenuesQuery } from '../../venues/api/get-venues';
import { SelectField } from './console-fields';
import { VenueClasses } from './venue-classes';

export const sessionsHeading = 'Sessions';
export const chooseDateCopy = 'Choose a day, written as a date.';

const isIsoDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * `/admin/sessions?venue=&date=`: a venue's classes on a day with their places booked, and a
 * change of places for each (a raise offers the freed places to the waitlist first). Lido has no
 * one route for a venue's day, so each class activity's timetable for the day is read.
 */
export function SessionsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const venues = useGetVenuesQuery();
  const today = londonToday();
  const askedDate = searchParams.get('date');
  const date = isIsoDate(askedDate) ? askedDate : today;
  const venueSlug = searchParams.get('venue') ?? venues.data?.[0]?.slug ?? null;
  const venue = venues.data?.find((candidate) => candidate.slug === venueSlug);
  const dayLabel = formatCalendarDateWithDay(date);
  usePageTitle([sessionsHeading, venue?.name, dayLabel]);

  return (
    <section className="lido-screen lido-console">
      <h1>{sessionsHeading}</h1>
      {venues.error ? (
        <p className="lido-form__problem" role="alert">
          {errorCopyOf(venues.error)}
        </p>
      ) : !venues.data || venueSlug === null ? (
        <LoadingIndicator />
      ) : (
        <>
          <DayAndVenue
            venues={venues.data.map(({ slug, name }) => ({ slug, name }))}
            venueSlug={venueSlug}
            date={date}
            onChoose={(chosen) => setSearchParams(chosen)}
          />
          <h2>
            {venue?.name ?? venueSlug} on {dayLabel}
          </h2>
          <p>Classes are listed here; courts and drop-in sessions are not.</p>
          <VenueClasses venueSlug={venueSlug} date={date} />
        </>
      )}
    </section>
  );
}

/** The venue and day to show; the page changes when the form is sent, not while it is filled. */
function DayAndVenue({
  venues,
  venueSlug,
  date,
  onChoose,
}: {
  venues: Array<{ slug: string; name: string }>;
  venueSlug: string;
  date: string;
  onChoose: (chosen: { venue: string; date: string }) => void;
}) {
  const [venue, setVenue] = useState(venueSlug);
  const [day, setDay] = useState(date);
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <form
      className="lido-console__choose"
      aria-label="Choose the venue and day"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isIsoDate(day)) {
          setError(chooseDateCopy);
          return;
        }
        setError(undefined);
        onChoose({ venue, date: day });
      }}
    >
      <SelectField
        id="sessions-venue"
        label="Venue"
        value={venue}
        onChange={(event) => setVenue(event.currentTarget.value)}
      >
        {venues.map((choice) => (
          <option key={choice.slug} value={choice.slug}>
            {choice.name}
          </option>
        ))}
      </SelectField>
      <FormField
        id="sessions-day"
        label="Day"
        type="date"
        value={day}
        error={error}
        onChange={(event) => setDay(event.currentTarget.value)}
      />
      <Button type="submit" variant="secondary">
        Show sessions
      </Button>
    </form>
  );
}
