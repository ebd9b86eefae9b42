import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { slugLabel } from '../../lib/slug-label';

/** `/location/:venueSlug`: the venue's activities arrive with the catalogue issue. */
export function Component() {
  const { venueSlug = '' } = useParams();
  return (
    <ScreenPlaceholder title={slugLabel(venueSlug)}>
      <p id="selected-venue">The activities you can book at this venue will be listed here.</p>
    </ScreenPlaceholder>
  );
}
