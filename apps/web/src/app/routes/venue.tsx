import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useParams } from 'react-router';
import { ActivityVisual } from '../../shared/components/activity-visual';
import { Link } from '../../shared/components/link';
import { LoadingIndicator } from '../../shared/components/loading-indicator';
import { NotFoundPage } from '../../shared/components/not-found-page';
import { usePageTitle } from '../../shared/components/page-title';
import type { ActivitySummary } from '../../shared/lib/activity';
import { useGetActivitiesQuery } from '../../shared/api/get-activities';
import { useGetActivityQuery } from '../../shared/api/get-activity';
import { useGetVenueQuery } from '../../features/venues/api/get-venue';
import { venueAddressLine } from '../../shared/lib/venue';
import { paths } from '../../shared/lib/paths';
import { errorCopy, isApiError } from '../../shared/lib/request-state';
import './venue.css';

function ChildActivities({ venueSlug, rootSlug }: { venueSlug: string; rootSlug: string }) {
  const { data, error, isLoading } = useGetActivityQuery({ venueSlug, activitySlug: rootSlug });
  if (isLoading) return <p>Loading activities…</p>;
  if (isApiError(error)) return <p role="alert">{errorCopy(error)}</p>;
  return (
    <ul className="lido-venue__children">
      {data?.children.map((child) => (
        <li key={child.slug}>
          <Link to={paths.activity.build(venueSlug, child.slug)}>{child.name}</Link>
        </li>
      ))}
    </ul>
  );
}

function RootActivity({ venueSlug, root }: { venueSlug: string; root: ActivitySummary }) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const visual = (
    <div className="lido-venue__visual">
      <ActivityVisual
        activity={root}
        sizes="(min-width: 1024px) 400px, (min-width: 576px) 50vw, 80px"
      />
    </div>
  );
  if (!root.hasChildren) {
    return (
      <li className="lido-card lido-venue__activity">
        {visual}
        <div className="lido-venue__card-body">
          <Link
            className="lido-venue__activity-link"
            to={paths.activity.build(venueSlug, root.slug)}
          >
            {root.name}
          </Link>
          {root.description ? <p>{root.description}</p> : null}
        </div>
      </li>
    );
  }
  return (
    <li className="lido-card lido-venue__activity">
      {visual}
      <div className="lido-venue__card-body">
        <button
          type="button"
          className="lido-venue__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen((open) => !open)}
        >
          <span>{root.name}</span>
          <ChevronDown className="lido-venue__chevron" aria-hidden="true" size={24} />
        </button>
        {root.description ? <p>{root.description}</p> : null}
        <div id={panelId} hidden={!isOpen}>
          {isOpen ? <ChildActivities venueSlug={venueSlug} rootSlug={root.slug} /> : null}
        </div>
      </div>
    </li>
  );
}

/** `/location/:venueSlug`: the venue and its activities, roots opening onto their children. */
export function Component() {
  const { venueSlug = '' } = useParams();
  const venue = useGetVenueQuery(venueSlug);
  const activities = useGetActivitiesQuery(venueSlug, { skip: !venue.data });
  usePageTitle(venue.data ? ['Book an activity', venue.data.name] : []);

  if (isApiError(venue.error) && venue.error.statusCode === 404) return <NotFoundPage />;
  if (venue.isLoading) return <LoadingIndicator />;
  if (isApiError(venue.error) || !venue.data) {
    return (
      <section className="lido-screen">
        <p role="alert">{isApiError(venue.error) ? errorCopy(venue.error) : null}</p>
      </section>
    );
  }

  return (
    <section className="lido-screen lido-venue">
      <h1>{venue.data.name}</h1>
      <p className="lido-venue__address">{venueAddressLine(venue.data)}</p>
      <h2>Choose an activity</h2>
      {activities.isLoading ? <LoadingIndicator /> : null}
      {isApiError(activities.error) ? <p role="alert">{errorCopy(activities.error)}</p> : null}
      {activities.data?.length === 0 ? <p>No activities can be booked online here yet.</p> : null}
      <ul className="lido-venue__activities">
        {activities.data?.map((root) => (
          <RootActivity key={root.slug} venueSlug={venueSlug} root={root} />
        ))}
      </ul>
    </section>
  );
}
