import {
  addToWaitlist,
  getMyWaitlists,
  joinOccurrenceWaitlist,
  leaveOccurrenceWaitlist,
  removeFromWaitlist,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import {
  joinWaitlist,
  leaveSessionWaitlist,
  listUpcomingEntries,
  removeWaitlistEntry,
  type WaitlistDeps,
} from './waitlists.service';

export function registerWaitlistsRoutes(app: FastifyInstance, deps: WaitlistDeps): void {
  registerRoute(app, joinOccurrenceWaitlist, async ({ caller, params, body }) => ({
    data: await joinWaitlist(deps, caller, params.occurrenceId, body.data.user_id, {
      partySize: body.data.party_size ?? 1,
    }),
  }));

  registerRoute(app, addToWaitlist, async ({ caller, body }) => ({
    data: await joinWaitlist(deps, caller, body.item.id, body.selected_user_id, {
      partySize: body.party_size ?? 1,
    }),
  }));

  registerRoute(app, leaveOccurrenceWaitlist, async ({ caller, params }) => ({
    data: await leaveSessionWaitlist(deps, caller, params.occurrenceId, params.userId),
  }));

  registerRoute(app, removeFromWaitlist, async ({ caller, params }) => ({
    data: await removeWaitlistEntry(deps, caller, params.waitlistId),
  }));

  registerRoute(app, getMyWaitlists, async ({ caller, query }) => ({
    data: await listUpcomingEntries(deps, caller, query.selected_user_id),
  }));
}
