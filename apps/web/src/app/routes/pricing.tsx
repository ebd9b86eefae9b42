import { ScreenPlaceholder } from '../../components/screen-placeholder';

/** `/pricing`: membership plans arrive with the memberships issue. */
export function Component() {
  return (
    <ScreenPlaceholder title="Membership pricing">
      <p>Membership plans and prices for your venue will be listed here.</p>
    </ScreenPlaceholder>
  );
}
