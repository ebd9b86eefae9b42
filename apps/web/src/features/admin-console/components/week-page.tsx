import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../shared/components/link';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { usePageTitle } from '../../../shared/components/page-title';
import { isIsoDate } from '../../../shared/lib/iso-date';
import { londonToday } from '../../../shared/lib/london-today';
import { paths } from '../../../shared/lib/paths';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { useGetVenuesQuery } from '../../../shared/api/get-venues';
import { useConsoleVenueSlug } from '../console-venue';
import { useGetVenueWeekQuery, type VenueWeekSession } from '../api/get-venue-week';
import { addDays, mondayOf, weekDates } from '../week-grid';
import { SelectField } from './console-fields';
import { MoveSessionPanel } from './move-session-panel';
import { type MoveTarget, WeekCalendar } from './week-calendar';
import { VenueAndDayForm } from './venue-and-day-form';
import { dayLabel, movedCopy } from './week-copy';

export const weekHeading = 'Week';
export const chooseWeekDateCopy = 'Choose a day of the week, written as a date.';

const kindChoices = [
  { value: 'class', label: 'Classes' },
  { value: 'all', label: 'All sessions' },
  { value: 'slot', label: 'Courts, lanes and pitches' },
  { value: 'ticketed', label: 'Drop-in sessions' },
] as const;
type KindChoice = (typeof kindChoices)[number]['value'];

/**
 * `/admin/week?venue=&from=`: a venue's sessions for a week from Monday, on a calendar where a
 * manager drags one to another day or time (or chooses it and types them) to move it; its booked
 * customers are emailed. Any `from` shows the week it falls in.
 */
export function WeekPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const venues = useGetVenuesQuery();
  const askedFrom = searchParams.get('from');
  const from = mondayOf(isIsoDate(askedFrom) ? askedFrom : londonToday());
  const venueSlug = useConsoleVenueSlug(searchParams.get('venue'), venues.data);
  const venue = venues.data?.find((candidate) => candidate.slug === venueSlug);
  // Classes first: a venue's courts make about a thousand slots a week, which bury them.
  const [kind, setKind] = useState<KindChoice>('class');
  const [moving, setMoving] = useState<{ session: VenueWeekSession; to: MoveTarget } | null>(null);
  const [status, setStatus] = useState('');
  const week = useGetVenueWeekQuery(
    { venueSlug: venueSlug ?? '', from },
    { skip: venueSlug === null },
  );
  const weekTitle = `Week of ${dayLabel(from)}`;
  usePageTitle([weekHeading, venue?.name, weekTitle]);
  const sessions = (week.data?.sessions ?? []).filter(
    (session) => kind === 'all' || session.kind === kind,
  );

  return (
    <section className="lido-screen lido-console">
      <h1>{weekHeading}</h1>
      {venues.error ? (
        <p className="lido-form__problem" role="alert">
          {errorCopyOf(venues.error)}
        </p>
      ) : !venues.data || venueSlug === null ? (
        <LoadingIndicator />
      ) : (
        <>
          <VenueAndDayForm
            key={`${venueSlug} ${from}`}
            name="week"
            venues={venues.data.map(({ slug, name }) => ({ slug, name }))}
            venueSlug={venueSlug}
            date={from}
            dayLabel="Week of"
            dateProblem={chooseWeekDateCopy}
            submitLabel="Show week"
            onChoose={(chosen) => {
              setStatus('');
              setSearchParams({ venue: chosen.venue, from: mondayOf(chosen.date) });
            }}
          />
          <h2>
            {venue?.name ?? venueSlug}, week of {dayLabel(from)}
          </h2>
          <nav className="lido-form__actions" aria-label="Weeks">
            <Link to={paths.adminWeek.build({ venue: venueSlug, from: addDays(from, -7) })}>
              Previous week
            </Link>
            <Link to={paths.adminWeek.build({ venue: venueSlug, from: addDays(from, 7) })}>
              Next week
            </Link>
          </nav>
          <div className="lido-console__choose">
            <SelectField
              id="week-kind"
              label="Show"
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as KindChoice)}
            >
              {kindChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </SelectField>
          </div>
          <p role="status" className="lido-console__done">
            {status}
          </p>
          {week.error ? (
            <p className="lido-form__problem" role="alert">
              {errorCopyOf(week.error)}
            </p>
          ) : !week.data ? (
            <LoadingIndicator />
          ) : (
            <WeekCalendar
              dates={weekDates(from)}
              sessions={sessions}
              onMove={(session, to) => {
                setStatus('');
                setMoving({ session, to });
              }}
            />
          )}
          {moving ? (
            <MoveSessionPanel
              key={`${moving.session.occurrenceId} ${moving.to.date} ${moving.to.time}`}
              session={moving.session}
              to={moving.to}
              onMoved={(result) => {
                setMoving(null);
                setStatus(movedCopy(result));
              }}
              onKeep={() => setMoving(null)}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
