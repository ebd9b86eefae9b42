import {
  cancelBooking,
  cancelBookings,
  getMyBookings,
  getMyCancellations,
  getMyDashboard,
  getPlaceRelease,
  getSessionRegister,
  markAttendance as markAttendanceRoute,
  releasePlace as releasePlaceRoute,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock';
import { registerRoute } from '../../../platform/http/register-routes';
import { resolveActingCustomer } from '../../people/accounts';
import { getDashboard } from './account-dashboard';
import { markAttendance } from './attendance';
import { sessionRegister } from './session-register';
import { cancelBookings as cancel, type CancellationDeps } from './booking-cancellation';
import { listMyBookings } from './my-account-bookings';
import { listMyCancellations } from './my-cancellations';
import { findPlaceRelease, releasePlace } from './place-release';

export function registerBookingsRoutes(
  app: FastifyInstance,
  { db, clock, settleCardRefund, queueEmail }: CancellationDeps & { clock: Clock },
): void {
  const cancellation = { db, settleCardRefund, queueEmail };
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
    data: await cancel(cancellation, caller, body.data.booking_ids, clock.now()),
  }));

  registerRoute(app, cancelBooking, async ({ caller, params }) => ({
    data: await cancel(cancellation, caller, [params.bookingId], clock.now()),
  }));

  registerRoute(app, getMyCancellations, async ({ caller, query }) => {
    const acting = await resolveActingCustomer(db, caller, query.selected_user_id);
    return { data: await listMyCancellations(db, acting.customerId, clock.now()) };
  });

  registerRoute(app, getPlaceRelease, async ({ params }) => ({
    data: await findPlaceRelease(cancellation, params.token, clock.now()),
  }));

  registerRoute(app, releasePlaceRoute, async ({ params }) => ({
    data: await releasePlace(cancellation, params.token, clock.now()),
  }));

  registerRoute(app, getSessionRegister, async ({ caller, params }) => ({
    data: await sessionRegister(db, caller, params.occurrenceId, clock.now()),
  }));

  registerRoute(app, markAttendanceRoute, async ({ caller, params, body }) => ({
    data: await markAttendance(db, caller, params.bookingId, body.attendance, clock.now()),
  }));
}
