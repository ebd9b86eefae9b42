import { Outlet, useParams } from 'react-router';
import { ReleaseQueueGate } from '../../features/release-queue/components/release-queue-gate';
import { useGetVenueQuery } from '../../features/venues/api/get-venue';

/** The venue, activity and timetable pages, behind the venue's waiting room while one is open. */
export function Component() {
  const { venueSlug = '' } = useParams();
  const venue = useGetVenueQuery(venueSlug);
  return (
    <ReleaseQueueGate venueSlug={venueSlug} venueName={venue.data?.name ?? 'this venue'}>
      <Outlet />
    </ReleaseQueueGate>
  );
}
