import { escapeHtml, homeIntroduction, pageHeadings } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { findActivityName } from '../../venue-setup/catalogue';
import { findVenueByIdentifier } from '../../venue-setup/venues';

/**
 * What a page's shell draws before the site's scripts have run: the frame and the page's main
 * heading, in the words the page itself then shows (apps/web/src/app/page-shell.ts takes over).
 * Only the pages a visitor lands on from outside have one; the rest start from a blank frame.
 */
export interface PageShellContent {
  heading: string;
  /** The venue a page of one venue's names in its heading, on a line of its own ("at …"). */
  headingVenue?: string;
  /** The paragraph under the heading, where the page has one. */
  introduction?: string;
  /** Whether the page has breadcrumbs above its heading (the shell keeps their room). */
  hasBreadcrumbs: boolean;
  /** Whether the page is one venue's, whose header keeps room for the venue bar. */
  hasVenueBar?: boolean;
}

const slug = '([a-z0-9][a-z0-9-]{0,119})';
const venuePage = new RegExp(`^/location/${slug}$`, 'i');
// The activity page and its timetable (with a date, a type and a selected session after it).
const activityPage = new RegExp(`^/location/${slug}/${slug}(?:/[^/]+(?:/.*)?)?$`, 'i');

/** The shell of the page at `path` (without its query), or null for a page without one. */
export async function pageShellContent(
  db: Database,
  path: string,
): Promise<PageShellContent | null> {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (trimmed === '/') {
    return { heading: pageHeadings.home, introduction: homeIntroduction, hasBreadcrumbs: false };
  }
  if (trimmed === '/basket') return { heading: pageHeadings.basket, hasBreadcrumbs: true };
  if (trimmed === '/basket/checkout')
    return { heading: pageHeadings.checkout, hasBreadcrumbs: true };

  const venueSlug = venuePage.exec(trimmed)?.[1];
  if (venueSlug) {
    const venue = await findVenueByIdentifier(db, venueSlug);
    return venue ? { heading: venue.name, hasBreadcrumbs: true, hasVenueBar: true } : null;
  }
  const [, activityVenue, activitySlug] = activityPage.exec(trimmed) ?? [];
  if (activityVenue && activitySlug) {
    const [name, venue] = await Promise.all([
      findActivityName(db, activityVenue, activitySlug),
      findVenueByIdentifier(db, activityVenue),
    ]);
    return name && venue
      ? { heading: name, headingVenue: venue.name, hasBreadcrumbs: true, hasVenueBar: true }
      : null;
  }
  return null;
}

/**
 * The shell's markup, styled by the CSS index.html carries inline (the frame's classes from
 * apps/web/src/app/global.css and app/header.css, the heading's venue line from
 * features/venues/components/venue-page-heading.css). An embedded page has no header.
 */
export function renderPageShell(content: PageShellContent, { embedded }: { embedded: boolean }) {
  const venueBar = content.hasVenueBar ? '<div class="lido-header__venue"></div>' : '';
  const header = embedded
    ? ''
    : `<header class="lido-header${content.hasVenueBar ? ' lido-header--venue' : ''}">` +
      `<div class="lido-header__inner"></div>${venueBar}</header>`;
  const breadcrumbs = content.hasBreadcrumbs ? '<div class="lido-page-shell__crumbs"></div>' : '';
  const introduction = content.introduction
    ? `<p class="lido-introduction">${escapeHtml(content.introduction)}</p>`
    : '';
  const headingVenue = content.headingVenue
    ? ` <span class="lido-venue-heading__venue">at ${escapeHtml(content.headingVenue)}</span>`
    : '';
  const page = embedded ? 'lido-page' : 'lido-page lido-page--fills-screen';
  return (
    `${header}<main class="${page}">${breadcrumbs}` +
    `<section class="lido-screen"><h1>${escapeHtml(content.heading)}${headingVenue}</h1>` +
    `${introduction}</section></main>`
  );
}
