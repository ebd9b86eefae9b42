import type { RouteObject } from 'react-router';
import { titled } from '../route-handles';

export const consoleTitle = 'Operator console';

/**
 * The console's home, at `/admin` itself (router.tsx); its other pages are found on navigation
 * (admin-console-pages.ts, route-discovery.ts).
 */
export const adminConsoleHomeRoute: RouteObject = {
  index: true,
  lazy: () => import('./admin-console').then((m) => ({ Component: m.HomeScreen })),
  handle: titled(consoleTitle),
};
