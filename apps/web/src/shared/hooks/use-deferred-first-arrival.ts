import { useDeferredValue } from 'react';

/**
 * A page's data as it should be drawn: its first arrival (loading → loaded, the page's largest
 * render) in a transition React can interrupt, so a slow phone is not blocked for the whole
 * render of the page; every later change (the answer to the customer's own remove, update or
 * clear) at once, in the same render as its toast and notices.
 */
export function useDeferredFirstArrival<T>(value: T, hasArrived: (value: T) => boolean): T {
  const deferred = useDeferredValue(value);
  return hasArrived(deferred) ? value : deferred;
}
