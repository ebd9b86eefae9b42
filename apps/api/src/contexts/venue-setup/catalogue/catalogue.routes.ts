import { getCategories, getCategory } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import {
  getCategory as readCategory,
  listRootCategories,
  type CatalogueDeps,
} from './catalogue.service';

export function registerCatalogueRoutes(app: FastifyInstance, deps: CatalogueDeps): void {
  registerRoute(app, getCategories, async ({ params }) => ({
    data: await listRootCategories(deps, params.venue),
  }));
  registerRoute(app, getCategory, async ({ params }) => ({
    data: await readCategory(deps, params.venue, params.slug),
  }));
}
