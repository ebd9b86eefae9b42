import { useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { usePageTitle } from '../../../shared/components/page-title';
import { formatCalendarDateWithDay } from '../../../shared/lib/format-calendar-date';
import { isIsoDate } from '../../../shared/lib/iso-date';
import { londonToday } from '../../../shared/lib/london-today';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { useGetVenuesQuery } from '../../../shared/api/get-venues';
import { useConsoleVenueSlug } from '../console-venue';
import { VenueAndDayForm } from './venue-and-day-form';
import { VenueClasses } from './venue-classes';

export const sessionsHeading = 'Sessions';
export const chooseDateCopy = 'Choose a day, written as a date.';

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
  const venueSlug = useConsoleVenueSlug(searchParams.get('venue'), venues.data);
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
          <VenueAndDayForm
            name="day"
            venues={venues.data.map(({ slug, name }) => ({ slug, name }))}
            venueSlug={venueSlug}
            date={date}
            dayLabel="Day"
            dateProblem={chooseDateCopy}
            submitLabel="Show sessions"
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
