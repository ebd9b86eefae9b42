import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { slugLabel } from '../../lib/slug-label';

/**
 * `/location/:venueSlug/:activitySlug/:dateSlug/:type?/*`: classes, slots and times for a date
 * arrive with the timetable issue.
 */
export function Component() {
  const { activitySlug = '', dateSlug = '' } = useParams();
  return (
    <ScreenPlaceholder title={slugLabel(activitySlug)}>
      <p>Times for {dateSlug} will be listed here.</p>
    </ScreenPlaceholder>
  );
}
