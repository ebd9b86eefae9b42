import type { RefObject } from 'react';
import { useLayoutEffect } from 'react';

/** Read by header.css's scroll-padding while the header stays on screen. */
export const stickyHeaderHeightVariable = '--lido-sticky-header-height';

/**
 * Keeps the page told how tall the header that `ref` is in stands, for as long as it is shown.
 * A header that stays on screen would otherwise cover what focus or an in-page link scrolls to
 * (WCAG 2.4.11): the page's scroll padding keeps that much room at the top (header.css). Its
 * height varies with the logo, the venue's name and the text size, so it is measured.
 */
export function useStickyHeaderHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const header = ref.current?.closest('header');
    if (!header) return undefined;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(stickyHeaderHeightVariable, `${header.offsetHeight}px`);
    update();
    if (typeof ResizeObserver === 'undefined') {
      return () => root.style.removeProperty(stickyHeaderHeightVariable);
    }
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(stickyHeaderHeightVariable);
    };
  }, [ref]);
}
