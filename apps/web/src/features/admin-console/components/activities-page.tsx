import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { usePageTitle } from '../../../shared/components/page-title';
import { useGetVenuesQuery } from '../../../shared/api/get-venues';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { useGetActivityImagesQuery } from '../api/get-activity-images';
import { useConsoleVenueSlug } from '../console-venue';
import { ActivityImageItem } from './activity-image-item';
import { ConsoleVenueForm } from './console-venue-form';
import './activities-page.css';

export const activitiesHeading = 'Activities';
export const activitiesIntroduction =
  'The image customers’ pages show for each activity. An activity without one shows an icon.';

/**
 * `/admin/activities?venue=`: a venue's groups and activities, each with the image customers'
 * pages show for it; a manager uploads, replaces or removes one in its place.
 */
export function ActivitiesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const venues = useGetVenuesQuery();
  const venueSlug = useConsoleVenueSlug(searchParams.get('venue'), venues.data);
  const venue = venues.data?.find((candidate) => candidate.slug === venueSlug);
  // Read afresh each time the page opens: another manager may have changed an image since.
  const list = useGetActivityImagesQuery(venueSlug ?? '', {
    skip: venueSlug === null,
    refetchOnMountOrArgChange: true,
  });
  const [status, setStatus] = useState('');
  usePageTitle([activitiesHeading, venue?.name]);

  return (
    <section className="lido-screen lido-console lido-activity-images">
      <h1>{activitiesHeading}</h1>
      <p className="lido-introduction">{activitiesIntroduction}</p>
      {venues.error ? (
        <p className="lido-form__problem" role="alert">
          {errorCopyOf(venues.error)}
        </p>
      ) : !venues.data || venueSlug === null ? (
        <LoadingIndicator />
      ) : (
        <ConsoleVenueForm
          key={venueSlug}
          id="activities-venue"
          venues={venues.data.map(({ slug, name }) => ({ slug, name }))}
          venueSlug={venueSlug}
          submitLabel="Show activities"
          onChoose={(chosen) => {
            setStatus('');
            setSearchParams({ venue: chosen });
          }}
        />
      )}
      <p role="status" className="lido-console__done">
        {status}
      </p>
      {list.error ? (
        <p className="lido-form__problem" role="alert">
          {errorCopyOf(list.error)}
        </p>
      ) : venueSlug === null ? null : !list.data ? (
        <LoadingIndicator />
      ) : list.data.activities.length === 0 ? (
        <p>This venue has no activities yet.</p>
      ) : (
        <ul className="lido-activity-images__list">
          {list.data.activities.map((activity) => (
            <li key={activity.id}>
              <ActivityImageItem venueSlug={venueSlug} activity={activity} onChanged={setStatus} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
