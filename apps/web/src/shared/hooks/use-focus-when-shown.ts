import { useCallback, useRef } from 'react';

/**
 * Focus for an element that may not be on the page yet: `focus()` moves focus to it now if it is
 * shown, or as soon as it is (the basket's "empty" message, drawn once the cleared basket's
 * answer has arrived). `ref` goes on the element; it needs `tabIndex={-1}` unless focusable.
 */
export function useFocusWhenShown<Element extends HTMLElement>() {
  const element = useRef<Element | null>(null);
  const isFocusOwed = useRef(false);
  const ref = useCallback((node: Element | null) => {
    element.current = node;
    if (node && isFocusOwed.current) {
      isFocusOwed.current = false;
      node.focus();
    }
  }, []);
  const focus = useCallback(() => {
    if (element.current) element.current.focus();
    else isFocusOwed.current = true;
  }, []);
  return { ref, focus };
}
