import type { RouteObject } from 'react-router';
import { loadChunk } from '../shared/lib/load-chunk';

/**
 * The routes with each one's code (`lazy`) loaded through loadChunk: a chunk that fails to arrive
 * is tried again, and in the end the route's error page offers a reload.
 */
export function withChunkRetries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy } = route;
    const retrying = typeof lazy === 'function' ? { lazy: () => loadChunk(() => lazy()) } : {};
    if (route.index) return { ...route, ...retrying };
    return {
      ...route,
      ...retrying,
      ...(route.children ? { children: withChunkRetries(route.children) } : {}),
    };
  });
}
