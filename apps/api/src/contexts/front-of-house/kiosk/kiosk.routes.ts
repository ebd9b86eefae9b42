import { leaveKiosk } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import { checkKioskLeavePin } from './kiosk.service';

export function registerKioskRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  // Public: the person at a kiosk is whoever is signed in (or nobody), not the member of staff
  // typing the PIN, so the answer does not depend on the caller.
  registerRoute(app, leaveKiosk, async ({ body, log }) => {
    await checkKioskLeavePin(db, body.pin);
    log.info('kiosk mode left with the staff PIN');
    return null;
  });
}
