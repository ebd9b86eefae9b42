import { getClient, getSession, getTheme, getVenues } from '@lido/contract';

/**
 * The API answers a page of the site needs before it can draw anything, named in a `Link`
 * header with its index.html so the browser fetches them beside the scripts instead of after
 * them (the frame waits for the site configuration and theme; the home page shows the venues).
 * Each URL is exactly what the site then asks for, so the browser reuses the answer.
 */
export function pagePreloads(url: string): string {
  const [path = '/', search = ''] = url.split('?', 2);
  const query = new URLSearchParams(search);
  const links: string[] = [getClient.path];
  // A sign-in link (`?token=`) is adopted before the site asks who is signed in: an answer
  // fetched now would be from before.
  if (!query.has('token')) links.push(getSession.path);
  // Slugs only: anything else in the address is not repeated into a header.
  const venue = /^\/location\/([a-z0-9-]{1,120})(?:\/|$)/i.exec(path)?.[1];
  // A kiosk's `centre` names the theme's venue from state the server cannot see: not guessed.
  if (venue) links.push(`${getTheme.path}?venue=${venue}`);
  else if (!path.startsWith('/location/') && !query.has('centre')) links.push(getTheme.path);
  if (path === '/') links.push(getVenues.path);
  return links.map((link) => `<${link}>; rel=preload; as=fetch; crossorigin`).join(', ');
}
