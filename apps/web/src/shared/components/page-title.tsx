import type { ReactNode } from 'react';
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Params } from 'react-router';
import { useLocation, useMatches } from 'react-router';

// Every page says where the customer is in the document title ("Badminton — Wed 21 Jan — Hackney
// Lido — Lido"), and a move to another page puts keyboard and screen-reader focus on its main
// heading, as a full page load would announce the new page.

export const titleSeparator = ' — ';

/** Routes name themselves in `handle.title`, from the address alone (pages refine it once loaded). */
export interface TitleHandle {
  title: (params: Params) => string;
}

function hasTitle(handle: unknown): handle is TitleHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'title' in handle &&
    typeof handle.title === 'function'
  );
}

interface PageTitleOverride {
  pathname: string;
  title: string;
}

const PageTitleContext = createContext<(override: PageTitleOverride | null) => void>(() => {});

/** Joins the parts that are known ("Badminton", "Wed 21 Jan", "Hackney Lido"). */
export function joinTitle(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join(titleSeparator);
}

/**
 * A page's own title once its data has loaded (the activity's real name, the date, the venue);
 * it replaces the route's `handle.title` for as long as the page shows.
 */
export function usePageTitle(parts: readonly (string | null | undefined)[]): void {
  const setOverride = useContext(PageTitleContext);
  const { pathname } = useLocation();
  const title = joinTitle(parts);
  useEffect(() => {
    if (!title) return undefined;
    setOverride({ pathname, title });
    return () => setOverride(null);
  }, [setOverride, pathname, title]);
}

/** What counts as another page: the address without a timetable's selected class or slot. */
function pageKey(pathname: string, params: Params): string {
  const rest = params['*'];
  return rest ? pathname.slice(0, pathname.length - rest.length).replace(/\/$/, '') : pathname;
}

const headingWaitMs = 5000;

/** Focuses the page's h1 once it has rendered (screens load lazily and wait for their data). */
function focusMainHeading(main: HTMLElement): () => void {
  const tryFocus = (): boolean => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    // No heading came: the main region itself, so focus is not left on the link just followed.
    if (!main.contains(document.activeElement)) main.focus();
  }, headingWaitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

interface PageTitleProviderProps {
  /** The site's name, last in every title. */
  siteName: string;
  /** The id of the `<main>` whose h1 takes focus on navigation. */
  mainId: string;
  children: ReactNode;
}

/** Sets document.title from the route or the page, and moves focus on navigation. */
export function PageTitleProvider({ siteName, mainId, children }: PageTitleProviderProps) {
  const matches = useMatches();
  const { pathname } = useLocation();
  const [override, setOverride] = useState<PageTitleOverride | null>(null);

  const titled = matches.findLast((match) => hasTitle(match.handle));
  const routeTitle = titled && hasTitle(titled.handle) ? titled.handle.title(titled.params) : '';
  const pageTitle = override?.pathname === pathname ? override.title : routeTitle;

  useEffect(() => {
    document.title = pageTitle === siteName ? siteName : joinTitle([pageTitle, siteName]);
  }, [pageTitle, siteName]);

  const deepest = matches[matches.length - 1];
  const key = deepest ? pageKey(deepest.pathname, deepest.params) : pathname;
  const previousKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    const isFirstLoad = previousKey.current === null;
    const isSamePage = previousKey.current === key;
    previousKey.current = key;
    // On first load the browser starts at the top of the document, where the skip link is.
    if (isFirstLoad || isSamePage) return undefined;
    const main = document.getElementById(mainId);
    return main ? focusMainHeading(main) : undefined;
  }, [key, mainId]);

  return <PageTitleContext.Provider value={setOverride}>{children}</PageTitleContext.Provider>;
}
