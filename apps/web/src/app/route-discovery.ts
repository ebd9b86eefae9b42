import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { loadChunk } from '../shared/lib/load-chunk';
import { paths } from '../shared/lib/paths';
import { withChunkRetries } from './chunk-retries';

interface Branch {
  /** The id of the route (router.tsx) the branch's routes are nested under. */
  routeId: string;
  /** The address the branch lives under. */
  under: string;
  load: () => Promise<RouteObject[]>;
}

/**
 * Branches of the route table that load with their first visit rather than with the app's
 * start: a member's My account sections and the staff console's pages, which a first visit to
 * the site never opens (the home page's first download, bench/web).
 */
const branches: Branch[] = [
  {
    routeId: 'my-account',
    under: paths.myAccount.pattern,
    load: async () => (await import('./routes/my-account-sections')).myAccountSectionRoutes,
  },
  {
    routeId: 'admin-console',
    under: paths.adminConsole.pattern,
    load: async () => (await import('./routes/admin-console-pages')).adminConsolePageRoutes,
  },
];

/**
 * The router asks this before a navigation whose address matched no route, or only one with a
 * parameter or a splat (the not-found page), since a branch not yet loaded may hold a better
 * match. Asked again for a branch already there, it adds nothing: the router leaves out routes
 * it has.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const branch = branches.find(({ under }) => path === under || path.startsWith(`${under}/`));
  if (branch) patch(branch.routeId, withChunkRetries(await loadChunk(branch.load)));
};
