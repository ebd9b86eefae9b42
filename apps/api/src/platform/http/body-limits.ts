import {
  ACTIVITY_IMAGE_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  changeMyPassword,
  forgottenPassword,
  IMPORT_MAX_BYTES,
  importOperatorData,
  loginCustomer,
  loginStaff,
  logout,
  registerCustomer,
  resetPassword,
  type RouteDefinition,
  uploadActivityImage,
  uploadMyDocument,
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

/**
 * A membership document travels as base64 in JSON (4 characters for 3 bytes): room for the
 * largest file allowed and its fields, so a file just over 5 MB gets the route's own 422 by
 * field; anything far larger is refused unread (413).
 */
const DOCUMENT_BODY_LIMIT = Math.ceil((DOCUMENT_MAX_BYTES * 4) / 3) + 256 * 1024;

/** An activity's image, likewise: room for the largest allowed, so one just over gets its 422. */
const ACTIVITY_IMAGE_BODY_LIMIT = Math.ceil((ACTIVITY_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

const largeBodyRoutes: ReadonlyMap<string, number> = new Map([
  [`${uploadMyDocument.method} ${uploadMyDocument.path}`, DOCUMENT_BODY_LIMIT],
  [`${uploadActivityImage.method} ${uploadActivityImage.path}`, ACTIVITY_IMAGE_BODY_LIMIT],
  // The console's import: its files' text as JSON strings (escaping adds a little).
  [`${importOperatorData.method} ${importOperatorData.path}`, IMPORT_MAX_BYTES + 1024 * 1024],
]);

/** Sets the body limit of each listed route as it is registered; call before the routes. */
export function registerBodyLimits(app: FastifyInstance): void {
  const small = new Set(smallBodyRoutes.map((route) => `${route.method} ${route.path}`));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => small.has(`${method} ${route.url}`))) {
      route.bodyLimit = SMALL_BODY_LIMIT;
    }
    const large = methods
      .map((method) => largeBodyRoutes.get(`${method} ${route.url}`))
      .find((limit) => limit !== undefined);
    if (large !== undefined) route.bodyLimit = large;
  });
}
