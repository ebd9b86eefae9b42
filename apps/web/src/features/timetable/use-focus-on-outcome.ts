import { useCallback, useEffect, useRef } from 'react';

/**
 * Book's row changes once the place is held: the Book button gives way to "In your basket", and
 * the keyboard focus, left on a button that is no longer there, would fall to the page. Call
 * `expectOutcome` on Book; the element `ref` names takes the focus when it appears, if the focus
 * was dropped (someone who has moved on meanwhile keeps theirs). It needs `tabIndex={-1}`.
 */
export function useFocusOnOutcome() {
  const outcomeRef = useRef<HTMLElement | null>(null);
  const isExpected = useRef(false);
  useEffect(() => {
    const outcome = outcomeRef.current;
    if (!isExpected.current || !outcome) return;
    isExpected.current = false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) outcome.focus();
  });
  return {
    /** A callback, so it fits any element (the basket line's label, the row's reason). */
    ref: useCallback((node: HTMLElement | null) => {
      outcomeRef.current = node;
    }, []),
    expectOutcome: () => {
      isExpected.current = true;
    },
  };
}
