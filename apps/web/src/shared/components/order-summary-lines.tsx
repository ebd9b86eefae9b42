import type { CartItem } from '../lib/cart';

/**
 * The basket's lines as the checkout's order summary lists them: what, when, how many, the price
 * (written by the caller: the site's as the API formats it, the desk's in the staff symbol).
 */
export function OrderSummaryLines({
  items,
  priceOf,
}: {
  items: readonly CartItem[];
  priceOf: (item: CartItem) => string;
}) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <strong>{item.cartableResource.name}</strong>
          <br />
          {item.cartableResource.date.fullDatePretty}, {item.cartableResource.startsAt.format24Hour}
          {item.quantity > 1 ? ` × ${item.quantity}` : ''} — {priceOf(item)}
        </li>
      ))}
    </ul>
  );
}
