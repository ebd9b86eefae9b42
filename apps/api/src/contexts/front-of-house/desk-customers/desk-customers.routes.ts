import {
  createDeskCustomer as createDeskCustomerRoute,
  createWalkIn as createWalkInRoute,
  searchDeskCustomers,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import {
  createDeskCustomer,
  createWalkIn,
  type DeskCustomersDeps,
  findDeskCustomers,
} from './desk-customers.service';

export function registerDeskCustomersRoutes(app: FastifyInstance, deps: DeskCustomersDeps): void {
  registerRoute(app, searchDeskCustomers, async ({ caller, query }) => ({
    data: await findDeskCustomers(deps, caller, query.search),
  }));

  registerRoute(app, createDeskCustomerRoute, async ({ caller, body }) => ({
    data: await createDeskCustomer(deps, caller, body),
  }));

  registerRoute(app, createWalkInRoute, async ({ caller, body }) => ({
    data: await createWalkIn(deps, caller, body?.first_name),
  }));
}
