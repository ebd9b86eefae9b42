import { ScreenPlaceholder } from '../../components/screen-placeholder';

/** `/basket`: the basket arrives with the basket issue. */
export function Component() {
  return (
    <ScreenPlaceholder title="Shopping basket">
      <p>Your basket lists the activities you have chosen before you check out.</p>
    </ScreenPlaceholder>
  );
}
