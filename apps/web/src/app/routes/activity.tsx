import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { slugLabel } from '../../lib/slug-label';

/** `/location/:venueSlug/:activitySlug`: dates and sub-activities arrive with the timetable issue. */
export function Component() {
  const { activitySlug = '' } = useParams();
  return (
    <ScreenPlaceholder title={slugLabel(activitySlug)}>
      <p>Choose a date to see the times you can book.</p>
    </ScreenPlaceholder>
  );
}
