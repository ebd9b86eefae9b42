/** The basket's name for screen readers, with how many items are in it. */
export const basketLabelOf = (count: number) =>
  `Shopping basket, ${count} ${count === 1 ? 'item' : 'items'}`;

/** The header's basket (and the embedded bar's). */
export function BasketIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM6.2 4l.6 3H21l-2 8H8.4L5.4 2H2v2h3.4l2.6 12.6A2 2 0 0 0 10 18h9v-2h-9l-.4-2H20l3-10H6.2Z"
      />
    </svg>
  );
}
