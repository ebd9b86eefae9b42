// The selected venue survives reloads and new tabs, so "Book an activity" returns to it
// (/redirect-to-selected-venue).
const storageKey = 'lido.selectedVenueSlug';

export function readSelectedVenueSlug(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    // Storage can be blocked (private modes, embedded third-party frames): start unselected.
    return null;
  }
}

export function writeSelectedVenueSlug(slug: string | null): void {
  try {
    if (slug === null) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, slug);
  } catch {
    // Same as above: without storage the selection lasts for this page only.
  }
}
