import type { Clock, Database } from '../ports';
import { moveResourcesOn } from './state-transitions';
import { deliverPendingEvents, type DeliverWebhook } from './webhook-delivery';

export type { DeliverWebhook } from './webhook-delivery';

/**
 * Passes over every resource until one changes nothing: each pass can only move resources
 * forward through a few states, so this bounds a bug, not the work.
 */
const MAX_PASSES = 50;

/**
 * Moves every resource on as far as the clock says, records events, and delivers undelivered
 * events as signed webhooks. Safe to run from several processes at once (each move is made
 * once, each webhook batch claimed by one process); the background sweep and tests call it.
 */
export async function advanceGoCardlessSandbox({
  db,
  clock,
  webhookSecret,
  deliver,
}: {
  db: Database;
  clock: Clock;
  webhookSecret: string;
  deliver: DeliverWebhook;
}): Promise<{ events: number; delivered: number }> {
  let events = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const recorded = await moveResourcesOn({ db, clock });
    events += recorded;
    if (recorded === 0) break;
  }
  const delivered = await deliverPendingEvents({ db, clock, webhookSecret, deliver });
  return { events, delivered };
}
