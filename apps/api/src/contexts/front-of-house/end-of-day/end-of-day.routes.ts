import { getDeskTakings, recordCashUp } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { deskTakings, type EndOfDayDeps, recordCashCount } from './end-of-day.service';

export function registerEndOfDayRoutes(app: FastifyInstance, deps: EndOfDayDeps): void {
  registerRoute(app, getDeskTakings, async ({ caller, query }) => ({
    data: await deskTakings(deps, caller, query.date),
  }));

  registerRoute(app, recordCashUp, async ({ caller, body }) => ({
    data: await recordCashCount(deps, caller, {
      date: body.date,
      countedPence: body.counted_cash,
      note: body.note,
    }),
  }));
}
