import {
  changeMyPassword,
  forgottenPassword,
  loginCustomer,
  loginStaff,
  logout,
  registerCustomer,
  resetPassword,
  type RouteDefinition,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Request bodies the API reads are small JSON documents; the app-wide limit (app.ts) covers a
 * full basket or a checkout. Sign-in and password routes take a few fields, so anything larger is
 * refused before it is parsed (413), which keeps argon2 and the parser out of an attacker's reach.
 */
const SMALL_BODY_LIMIT = 4 * 1024;

const smallBodyRoutes: readonly RouteDefinition[] = [
  loginCustomer,
  loginStaff,
  logout,
  registerCustomer,
  forgottenPassword,
  resetPassword,
  changeMyPassword,
];

/** Sets the body limit of each listed route as it is registered; call before the routes. */
export function registerBodyLimits(app: FastifyInstance): void {
  const small = new Set(smallBodyRoutes.map((route) => `${route.method} ${route.path}`));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => small.has(`${method} ${route.url}`))) {
      route.bodyLimit = SMALL_BODY_LIMIT;
    }
  });
}
