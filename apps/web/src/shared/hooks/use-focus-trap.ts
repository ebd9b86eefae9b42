import type { RefObject } from 'react';
import { useEffect, useLayoutEffect, useRef } from 'react';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  // An embedded page (the card issuer's 3-D Secure check) is a tab stop too.
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Whether Tab stops on the element. A radio group is one stop, as browsers make it: its checked
 * radio, or its first when none is checked.
 */
function isTabStop(element: HTMLElement, container: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) {
    return true;
  }
  const group = Array.from(
    container.querySelectorAll<HTMLInputElement>(
      `input[type="radio"][name="${CSS.escape(element.name)}"]:not([disabled])`,
    ),
  );
  const checked = group.find((radio) => radio.checked);
  return checked ? checked === element : group[0] === element;
}

/**
 * Keeps keyboard focus inside an open dialog or drawer: focuses the control marked
 * `data-autofocus` (else the first control) on open, wraps
 * Tab and Shift+Tab, closes on Escape and gives focus back to whatever opened it.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  isActive: boolean,
  onEscape: () => void,
): void {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  // Before paint, so no frame shows the dialog with focus still behind it.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!isActive || !container) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () =>
      Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter((element) =>
        isTabStop(element, container),
      );
    const preferred = container.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? focusables()[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      // A radio of the first group is the first stop, whichever of them has focus.
      const isAtFirst =
        active === first ||
        (active instanceof HTMLInputElement &&
          first instanceof HTMLInputElement &&
          active.type === 'radio' &&
          active.name !== '' &&
          active.name === first.name);
      if (event.shiftKey && (isAtFirst || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [containerRef, isActive]);
}
