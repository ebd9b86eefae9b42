import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { usePageTitle } from '../../../components/page-title';
import { formatCalendarDateWithDay } from '../../../lib/format-calendar-date';
import { londonToday } from '../../../lib/london-today';
import { errorCopyOf } from '../../../lib/request-state';
import { activityKind, type ActivitySummary } from '../../activities/activity';
import { useGetActivitiesQuery } from '../../activities/api/get-activities';
import { useGetActivityQuery } from '../../activities/api/get-activity';
import { newIdempotencyKey } from '../../checkout/card-payment';
import { useGetClassesQuery } from '../../timetable/api/get-classes';
import type { ClassItem } from '../../timetable/timetable-item';
import { useGetVenuesQuery } from '../../venues/api/get-venues';
import { useSetSessionCapacityMutation } from '../api/set-session-capacity';
import { SelectField } from './console-fields';

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

function VenueClasses({ venueSlug, date }: { venueSlug: string; date: string }) {
  const roots = useGetActivitiesQuery(venueSlug);
  if (roots.error) {
    return (
      <p className="lido-form__problem" role="alert">
        {errorCopyOf(roots.error)}
      </p>
    );
  }
  if (!roots.data) return <LoadingIndicator />;
  return (
    <>
      {roots.data.map((root) =>
        root.hasChildren ? (
          <GroupClasses key={root.slug} venueSlug={venueSlug} group={root} date={date} />
        ) : activityKind(summaryKind(root)) === 'classes' ? (
          <ActivitySessions key={root.slug} venueSlug={venueSlug} activity={root} date={date} />
        ) : null,
      )}
    </>
  );
}

const summaryKind = (activity: ActivitySummary) => ({
  v1Type: activity.v1Type ?? null,
  v2Type: activity.v2Type ?? null,
});

function GroupClasses({
  venueSlug,
  group,
  date,
}: {
  venueSlug: string;
  group: ActivitySummary;
  date: string;
}) {
  const detail = useGetActivityQuery({ venueSlug, activitySlug: group.slug });
  const classes = (detail.data?.children ?? []).filter(
    (child) => activityKind(summaryKind(child)) === 'classes',
  );
  return (
    <>
      {classes.map((child) => (
        <ActivitySessions key={child.slug} venueSlug={venueSlug} activity={child} date={date} />
      ))}
    </>
  );
}

function ActivitySessions({
  venueSlug,
  activity,
  date,
}: {
  venueSlug: string;
  activity: ActivitySummary;
  date: string;
}) {
  // The v1 form: its session ids are the numbers the capacity route takes.
  const sessions = useGetClassesQuery({
    venueSlug,
    activitySlug: activity.slug,
    date,
    isV2: false,
  });
  const headingId = `sessions-${activity.slug}`;
  return (
    <section className="lido-console__activity" aria-labelledby={headingId}>
      <h3 id={headingId}>{activity.name}</h3>
      {sessions.error ? (
        <p className="lido-form__problem" role="alert">
          {errorCopyOf(sessions.error)}
        </p>
      ) : !sessions.data ? (
        <LoadingIndicator />
      ) : sessions.data.length === 0 ? (
        <p>No sessions this day.</p>
      ) : (
        <table className="lido-console__table" data-testid="sessions">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Session</th>
              <th scope="col">Location</th>
              <th scope="col">Booked</th>
              <th scope="col">
                <span className="lido-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.data.map((session) => (
              <SessionRow key={String(session.id)} session={session} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function SessionRow({ session }: { session: ClassItem }) {
  const [isChanging, setChanging] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const when = `${session.startsAt.format24Hour} to ${session.endsAt.format24Hour}`;
  return (
    <tr data-testid="session-row">
      <td>{when}</td>
      <th scope="row">{session.name}</th>
      <td>{session.location.name}</td>
      <td>
        {session.bookingsCount} of {session.capacity}
      </td>
      <td>
        {isChanging ? (
          <CapacityForm
            session={session}
            onDone={(message) => {
              setChanging(false);
              setDone(message);
            }}
            onCancel={() => setChanging(false)}
          />
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Change capacity of ${session.name} at ${session.startsAt.format24Hour}`}
            onClick={() => {
              setDone(null);
              setChanging(true);
            }}
          >
            Change capacity
          </Button>
        )}
        <p role="status" className="lido-console__done">
          {done}
        </p>
      </td>
    </tr>
  );
}

function CapacityForm({
  session,
  onDone,
  onCancel,
}: {
  session: ClassItem;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(String(session.capacity));
  const [error, setError] = useState<string | undefined>(undefined);
  // One key per change meant: a retry after a lost answer changes it once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [setCapacity, setting] = useSetSessionCapacityMutation();
  const fieldId = `capacity-${String(session.id)}`;
  useEffect(() => {
    document.getElementById(fieldId)?.focus();
  }, [fieldId]);

  return (
    <form
      className="lido-console__capacity"
      aria-label={`Places for ${session.name} at ${session.startsAt.format24Hour}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const capacity = Number(value);
        if (!/^\d+$/.test(value.trim()) || capacity < 1 || capacity > 1000) {
          setError('Give a whole number of places from 1 to 1000.');
          return;
        }
        setError(undefined);
        void setCapacity({ occurrenceId: Number(session.id), capacity, idempotencyKey }).then(
          (result) => {
            if ('error' in result) {
              setError(errorCopyOf(result.error));
              return;
            }
            setIdempotencyKey(newIdempotencyKey());
            onDone(
              `${session.name} at ${session.startsAt.format24Hour} now has ${result.data.capacity} places, ${result.data.booked} booked.`,
            );
          },
        );
      }}
    >
      <FormField
        id={fieldId}
        label="Places"
        type="number"
        min={1}
        max={1000}
        inputMode="numeric"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setIdempotencyKey(newIdempotencyKey());
        }}
      />
      <div className="lido-form__actions">
        <Button type="submit" size="sm" disabled={setting.isLoading}>
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
