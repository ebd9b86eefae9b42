import {
  addFamilyPerson,
  getMyFamily,
  removeFamilyPerson,
  updateFamilyPerson,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import {
  addToFamily,
  changeFamilyPerson,
  getFamily,
  removeFromFamily,
  resolveFamilyLead,
} from './family.service';

/** My account's family (issue 15): the people a customer books for. */
export function registerFamilyRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock },
): void {
  registerRoute(app, getMyFamily, async ({ caller, query }) => {
    const leadId = await resolveFamilyLead(deps.db, caller, query.selected_user_id);
    return { data: await getFamily(deps.db, leadId) };
  });

  registerRoute(app, addFamilyPerson, async ({ caller, query, body }) => {
    const leadId = await resolveFamilyLead(deps.db, caller, query.selected_user_id);
    return { data: await addToFamily(deps, leadId, body) };
  });

  registerRoute(app, updateFamilyPerson, async ({ caller, query, params, body }) => {
    const leadId = await resolveFamilyLead(deps.db, caller, query.selected_user_id);
    return { data: await changeFamilyPerson(deps, leadId, params.id, body) };
  });

  registerRoute(app, removeFamilyPerson, async ({ caller, query, params }) => {
    const leadId = await resolveFamilyLead(deps.db, caller, query.selected_user_id);
    return removeFromFamily(deps, leadId, params.id);
  });
}
