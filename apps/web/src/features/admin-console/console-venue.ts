import { useEffect } from 'react';
import { useAppSelector } from '../../shared/lib/store-hooks';
import { selectSessionUser } from '../../shared/state/auth.slice';

// The venue a manager is working in, across the console's pages: the one a page's address names
// (`?venue=`) is remembered for the tab, so the next page without one (a new class, a new
// location, the week) opens at the same venue rather than at the first of the operator's.

const storageKey = 'lido.console.venue';

/** The venue last named in this tab's console, or null (none yet, or storage blocked). */
export function rememberedConsoleVenue(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** Remembers the venue a manager chose or opened, for the console's next pages in this tab. */
export function rememberConsoleVenue(slug: string): void {
  try {
    window.sessionStorage.setItem(storageKey, slug);
  } catch {
    // Storage blocked: each page opens at the manager's own venue instead.
  }
}

/**
 * The first of `preferred` (slugs, best first; nulls skipped) that is one of `venues`, else the
 * first venue; undefined before the venues are known or when there are none.
 */
export function preferredVenue<T extends { slug: string | null }>(
  venues: readonly T[] | undefined,
  preferred: ReadonlyArray<string | null>,
): T | undefined {
  for (const slug of preferred) {
    const venue = slug ? venues?.find((candidate) => candidate.slug === slug) : undefined;
    if (venue) return venue;
  }
  return venues?.[0];
}

/**
 * The venue a console page shows: the one the address names, else the one the manager last
 * worked in here, else the signed-in member of staff's own venue (where a duty manager works),
 * else the first the operator has.
 */
export function consoleVenueSlug(
  asked: string | null,
  { remembered, ownVenue }: { remembered: string | null; ownVenue: string | null },
  venues: readonly { slug: string }[] | undefined,
): string | null {
  if (asked) return asked;
  return preferredVenue(venues, [remembered, ownVenue])?.slug ?? null;
}

/**
 * The slugs a console page prefers, best first: the address's, the one last worked in, the
 * member of staff's own. The address's is remembered for the pages after.
 */
function useVenuePreferences(asked: string | null): [string | null, string | null, string | null] {
  const ownVenue = useAppSelector(selectSessionUser)?.homeVenueSlug ?? null;
  useEffect(() => {
    if (asked) rememberConsoleVenue(asked);
  }, [asked]);
  return [asked, rememberedConsoleVenue(), ownVenue];
}

/** `consoleVenueSlug` for the signed-in member of staff. */
export function useConsoleVenueSlug(
  asked: string | null,
  venues: readonly { slug: string }[] | undefined,
): string | null {
  const [address, remembered, ownVenue] = useVenuePreferences(asked);
  return consoleVenueSlug(address, { remembered, ownVenue }, venues);
}

/**
 * Which of `venues` a console form starts at: the address's, else the one the manager is working
 * in, else their own, else the first.
 */
export function useConsoleFormVenue<T extends { slug: string | null }>(
  asked: string | null,
  venues: readonly T[],
): T | undefined {
  return preferredVenue(venues, useVenuePreferences(asked));
}
