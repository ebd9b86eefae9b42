import { cancelBooking, cancelBookings, getMyBookings, getMyDashboard } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/register-routes';
import { resolveActingCustomer } from '../accounts';
import { getDashboard } from './account-dashboard';
import { cancelBookings as cancel } from './booking-cancellation';
import { listMyBookings } from './my-account-bookings';

export function registerBookingsRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
  registerRoute(app, getMyBookings, async ({ caller, query }) => {
    const acting = await resolveActingCustomer(db, caller, query.selected_user_id);
    return {
      data: await listMyBookings(db, acting.customerId, { filter: query.filter, now: clock.now() }),
    };
  });

  registerRoute(app, getMyDashboard, async ({ caller, query }) => {
    const acting = await resolveActingCustomer(db, caller, query.selected_user_id);
    return { data: await getDashboard(db, acting.customerId, clock.now()) };
  });

  registerRoute(app, cancelBookings, async ({ caller, body }) => ({
    data: await cancel(db, caller, body.data.booking_ids, clock.now()),
  }));

  registerRoute(app, cancelBooking, async ({ caller, params }) => ({
    data: await cancel(db, caller, [params.bookingId], clock.now()),
  }));
}
