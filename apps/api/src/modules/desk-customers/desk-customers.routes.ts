import { createDeskCustomer as createDeskCustomerRoute, searchDeskCustomers } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-routes';
import {
  createDeskCustomer,
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
}
