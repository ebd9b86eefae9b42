import { useAppSelector } from '../../shared/lib/store-hooks';
import { selectSessionUser } from '../../shared/state/auth.slice';

/**
 * The venue a console page shows: the one the address names, else the signed-in member of staff's
 * own venue (where a duty manager works), else the first the operator has.
 */
export function consoleVenueSlug(
  asked: string | null,
  ownVenue: string | null,
  venues: readonly { slug: string }[] | undefined,
): string | null {
  if (asked) return asked;
  if (ownVenue && venues?.some((venue) => venue.slug === ownVenue)) return ownVenue;
  return venues?.[0]?.slug ?? null;
}

/** `consoleVenueSlug` for the signed-in member of staff. */
export function useConsoleVenueSlug(
  asked: string | null,
  venues: readonly { slug: string }[] | undefined,
): string | null {
  const ownVenue = useAppSelector(selectSessionUser)?.homeVenueSlug ?? null;
  return consoleVenueSlug(asked, ownVenue, venues);
}
