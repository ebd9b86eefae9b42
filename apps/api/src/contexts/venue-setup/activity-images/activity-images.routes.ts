import {
  getActivityImage,
  getVenueActivityImages,
  removeActivityImage as removeImageRoute,
  uploadActivityImage as uploadImageRoute,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import {
  type ActivityImagesDeps,
  readVenueActivityImages,
  removeActivityImage,
  serveActivityImage,
  uploadActivityImage,
} from './activity-images.service';

/** The images customers' pages show: each width of each kept version, to anyone. */
export function registerActivityImageRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerRoute(app, getActivityImage, async ({ params }) =>
    serveActivityImage(db, params.version, params.width),
  );
}

/** The console's Activities page: a venue's activities with their images, and changing one. */
export function registerActivityImageConsoleRoutes(
  app: FastifyInstance,
  deps: ActivityImagesDeps,
): void {
  registerRoute(app, getVenueActivityImages, async ({ caller, params }) => ({
    data: await readVenueActivityImages(deps, caller, params.venueSlug),
  }));
  registerRoute(app, uploadImageRoute, async ({ caller, params, body }) => ({
    data: await uploadActivityImage(deps, caller, params.activityId, body),
  }));
  registerRoute(app, removeImageRoute, async ({ caller, params }) => ({
    data: await removeActivityImage(deps, caller, params.activityId),
  }));
}
