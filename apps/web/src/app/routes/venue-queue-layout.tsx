import { useContext } from 'react';
import { createPortal } from 'react-dom';
import { Outlet, useLocation, useParams } from 'react-router';
import { ReleaseQueueGate } from '../../features/release-queue/components/release-queue-gate';
import { useGetVenueQuery } from '../../features/venues/api/get-venue';
import { VenueBar } from '../../features/venues/components/venue-bar';
import { venuePageOf, VenueBarSlotContext } from '../venue-bar-slot';

/**
 * The venue, activity and timetable pages, behind the venue's waiting room while one is open,
 * with the venue bar in the header (drawn there from here, so it comes with these pages' code).
 */
export function Component() {
  const { venueSlug = '' } = useParams();
  const venue = useGetVenueQuery(venueSlug);
  const venueBarSlot = useContext(VenueBarSlotContext);
  // This layout's own params stop at the venue: the activity is the page's, below it.
  const activitySlug = venuePageOf(useLocation().pathname)?.activitySlug;
  return (
    <>
      {venueBarSlot
        ? createPortal(<VenueBar venueSlug={venueSlug} activitySlug={activitySlug} />, venueBarSlot)
        : null}
      <ReleaseQueueGate venueSlug={venueSlug} venueName={venue.data?.name ?? 'this venue'}>
        <Outlet />
      </ReleaseQueueGate>
    </>
  );
}
