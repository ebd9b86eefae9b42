import { ScreenPlaceholder } from '../../components/screen-placeholder';

/** `/basket/checkout`: payment arrives with the checkout issue. */
export function Component() {
  return (
    <ScreenPlaceholder title="Checkout">
      <p>Checkout takes payment for the items in your basket.</p>
    </ScreenPlaceholder>
  );
}
