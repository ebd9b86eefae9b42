import { useState } from 'react';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { activityKind, type ActivitySummary } from '../../../shared/lib/activity';
import { useGetActivitiesQuery } from '../../../shared/api/get-activities';
import { useGetActivityQuery } from '../../../shared/api/get-activity';
import { useGetClassesQuery } from '../../../shared/api/get-classes';
import { SessionRow } from './session-row';

/** A venue's classes on a day: a table of sessions for each class activity, groups opened. */
export function VenueClasses({ venueSlug, date }: { venueSlug: string; date: string }) {
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
  const [cancelled, setCancelled] = useState<string | null>(null);
  return (
    <section className="lido-console__activity" aria-labelledby={headingId}>
      <h3 id={headingId}>{activity.name}</h3>
      <p role="status" className="lido-console__done">
        {cancelled}
      </p>
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
              <SessionRow key={String(session.id)} session={session} onCancelled={setCancelled} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
