import {
  getPreviousAttendees,
  recordInduction as recordInductionRoute,
  signWaivers,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import { previousAttendees, signAttendeeWaivers } from './attendee-waivers';
import { recordInduction } from './restrictions.service';

export function registerRestrictionsRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
  registerRoute(app, recordInductionRoute, async ({ caller, body }) => ({
    data: await recordInduction(db, caller, {
      customerId: body.customer_id,
      activity: body.activity,
      now: clock.now(),
    }),
  }));

  registerRoute(app, getPreviousAttendees, async ({ caller, params, query }) => ({
    data: await previousAttendees(db, caller, {
      restrictionId: params.restrictionId,
      query: query.query,
      selectedUserId: query.selected_user_id,
      date: query.date,
      now: clock.now(),
    }),
  }));

  registerRoute(app, signWaivers, async ({ caller, body }) => ({
    data: {
      completed_waivers: await signAttendeeWaivers(db, caller, {
        waivers: body.waivers,
        selectedUserId: body.selected_user_id,
        now: clock.now(),
      }),
    },
  }));
}
