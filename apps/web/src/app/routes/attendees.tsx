import { ScreenPlaceholder } from '../../components/screen-placeholder';

/** `/attendees`: attendee waivers arrive with the checkout issue. */
export function Component() {
  return (
    <ScreenPlaceholder title="Attendees">
      <p>Here you will choose who is attending each booking.</p>
    </ScreenPlaceholder>
  );
}
