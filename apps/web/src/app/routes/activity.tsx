import { useParams } from 'react-router';
import { Link } from '../../shared/components/link';
import { LoadingIndicator } from '../../shared/components/loading-indicator';
import { usePageTitle } from '../../shared/components/page-title';
import { useGetActivityQuery } from '../../shared/api/get-activity';
import { useGetActivityDatesQuery } from '../../features/activities/api/get-activity-dates';
import { useMissingActivityRedirect } from '../../features/activities/use-missing-activity-redirect';
import { useGetVenueQuery } from '../../features/venues/api/get-venue';
import { VenuePageHeading } from '../../features/venues/components/venue-page-heading';
import { paths } from '../../shared/lib/paths';
import { errorCopy, isApiError } from '../../shared/lib/request-state';
import './activity.css';

/** `/location/:venueSlug/:activitySlug`: the dates in the viewing window, or the sub-activities. */
export function Component() {
  const { venueSlug = '', activitySlug = '' } = useParams();
  const activity = useGetActivityQuery({ venueSlug, activitySlug });
  const isGrouping = activity.data?.hasChildren ?? false;
  const dates = useGetActivityDatesQuery(
    { venueSlug, activitySlug },
    { skip: !activity.data || isGrouping },
  );
  const isMissing = useMissingActivityRedirect(activity.error);
  const venue = useGetVenueQuery(venueSlug);
  // The heading and title name the venue too: drawn once both are known (asked for together).
  usePageTitle(activity.data && !venue.isLoading ? [activity.data.name, venue.data?.name] : []);

  if (isMissing || activity.isLoading || venue.isLoading) return <LoadingIndicator />;
  if (!activity.data) {
    return (
      <section className="lido-screen">
        <p role="alert">{isApiError(activity.error) ? errorCopy(activity.error) : null}</p>
      </section>
    );
  }

  return (
    <section className="lido-screen lido-activity">
      <VenuePageHeading title={activity.data.name} venueName={venue.data?.name} />
      {activity.data.description ? <p>{activity.data.description}</p> : null}
      {isGrouping ? (
        <>
          <h2>Choose an activity</h2>
          <ul className="lido-activity__choices">
            {activity.data.children.map((child) => (
              <li key={child.slug}>
                <Link to={paths.activity.build(venueSlug, child.slug)}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h2>Choose a date</h2>
          {dates.isLoading ? <LoadingIndicator /> : null}
          {isApiError(dates.error) ? <p role="alert">{errorCopy(dates.error)}</p> : null}
          {dates.data?.length === 0 ? <p>There are no dates you can book yet.</p> : null}
          {/* No empty list while the dates load: a screen reader would announce it. */}
          {dates.data?.length ? (
            <ul className="lido-activity__choices" aria-label="Dates">
              {dates.data.map((date) => (
                <li key={date.raw}>
                  <Link
                    to={paths.timetable.build(venueSlug, activitySlug, date.raw, 'by-time')}
                    aria-label={date.fullDatePretty}
                    className="lido-activity__date"
                  >
                    <span>{date.today ? 'Today' : date.dayPretty}</span>
                    <strong>{date.datePretty}</strong>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
