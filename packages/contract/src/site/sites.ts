// SPEC.md section 1: "The app is served on separate sub-domains (bookings, my-account,
// online-joining)." One build serves all three; which site a page belongs to is decided by its
// path, here, for the API (which sends a page asked of the wrong site to the right one) and the
// web (whose links cross to the right site).

export const siteNames = ['bookings', 'myAccount', 'onlineJoining'] as const;
export type SiteName = (typeof siteNames)[number];

const myAccountPaths = /^\/(my-account|bookings\/upcoming)(\/|$)/;
const onlineJoiningPaths = /^\/(pricing|join)(\/|$)/;
// Signing in, signing up and resetting a password happen on whichever site the visitor is on.
const everySitePaths = /^\/(login|register|forgotten-password|reset-password)(\/|$)/;

/** The site whose page `pathname` is, or null for the pages every site serves. */
export function siteOfPath(pathname: string): SiteName | null {
  if (myAccountPaths.test(pathname)) return 'myAccount';
  if (onlineJoiningPaths.test(pathname)) return 'onlineJoining';
  if (everySitePaths.test(pathname)) return null;
  return 'bookings';
}
