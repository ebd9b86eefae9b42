import { getGuestPassAllowance, giveGuestPass as giveGuestPassRoute } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { giveGuestPass, guestPassAllowance, type GuestPassDeps } from './guest-passes.service';

/** Giving guest passes in My account (the list is `GET /api/my-account/guest-passes`). */
export function registerGuestPassesRoutes(app: FastifyInstance, deps: GuestPassDeps): void {
  registerRoute(app, getGuestPassAllowance, async ({ caller, query }) => ({
    data: await guestPassAllowance(deps, caller, query.selected_user_id),
  }));

  registerRoute(app, giveGuestPassRoute, async ({ caller, query, body }) => ({
    data: await giveGuestPass(deps, caller, query.selected_user_id, body),
  }));
}
