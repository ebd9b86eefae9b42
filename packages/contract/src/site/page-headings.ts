// The words of the pages whose first paint the server draws from index.html before the app has
// started (the page shell: apps/api/src/contexts/site/page-shell). The site shows the same words, so
// when the app takes the page over its heading does not change.

/** The main headings of the pages with a fixed one (SPEC.md section 2's breadcrumb words). */
export const pageHeadings = {
  home: 'Book an activity',
  basket: 'Shopping basket',
  checkout: 'Checkout',
} as const;

/** The home page's first paragraph: what a visitor does there. */
export const homeIntroduction =
  'Find your leisure centre by its name, or the ones near a town or postcode, then choose an activity and a time to book.';
