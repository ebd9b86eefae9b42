import {
  addBookingPartner as addPartnerRoute,
  listBookingPartners as listPartnersRoute,
  revokeBookingPartner as revokePartnerRoute,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import {
  addBookingPartner,
  type BookingPartnersDeps,
  listBookingPartners,
  revokeBookingPartner,
} from './booking-partners.service';

/** The console's Booking partners page: the operator's partners, adding one, revoking one. */
export function registerBookingPartnerRoutes(
  app: FastifyInstance,
  deps: BookingPartnersDeps,
): void {
  registerRoute(app, listPartnersRoute, async ({ caller }) => ({
    data: await listBookingPartners(deps, caller),
  }));
  registerRoute(app, addPartnerRoute, async ({ caller, body }) => ({
    data: await addBookingPartner(deps, caller, body),
  }));
  registerRoute(app, revokePartnerRoute, async ({ caller, params }) => ({
    data: await revokeBookingPartner(deps, caller, params.partnerId),
  }));
}
