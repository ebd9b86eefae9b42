import { useSyncExternalStore } from 'react';

/** SPEC.md's layout: "mobile under 575". Phones get cards and sheets instead of tables and panels. */
export const phoneQuery = '(max-width: 574.98px)';

function mediaQueryList(query: string): MediaQueryList | null {
  // Test environments and old browsers without matchMedia get the wide layout.
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether a CSS media query matches now, re-rendering when that changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}

/** True on phones (narrower than 575 px). */
export function useIsPhone(): boolean {
  return useMediaQuery(phoneQuery);
}
