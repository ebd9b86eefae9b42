import { createHmac, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Clock, Database } from '../ports';
import type { SandboxEvent } from './gocardless-sandbox.repository';
import { sandboxGoCardlessEvents } from './gocardless-sandbox.tables';
import { newSandboxId } from './sandbox-ids';

/** What a webhook delivery answered: the HTTP status. */
export type DeliverWebhook = (request: { body: string; signature: string }) => Promise<number>;

/** Events per webhook: GoCardless batches the events of a moment into one request. */
const EVENTS_PER_WEBHOOK = 100;
/** How long a process sending a batch keeps it from others (longer than any delivery takes). */
const CLAIM_MS = 60_000;

const events = sandboxGoCardlessEvents;

/** The `Webhook-Signature` header: hex HMAC-SHA256 of the exact body with the endpoint's secret. */
export const signWebhookBody = (body: string, secret: string): string =>
  createHmac('sha256', secret).update(body).digest('hex');

/** An event as GoCardless sends it in a webhook (and answers it from `GET /events/:id`). */
function presentEvent(event: SandboxEvent) {
  return {
    id: event.id,
    created_at: event.createdAt.toISOString(),
    resource_type: event.resourceType,
    action: event.action,
    links: event.links,
    details: event.details,
    metadata: event.metadata,
    resource_metadata: event.resourceMetadata,
  };
}

/** Claims the oldest undelivered events no other process is sending. */
async function claimBatch(db: Database, now: Date, claim: string): Promise<SandboxEvent[]> {
  const due = db
    .select({ position: events.position })
    .from(events)
    .where(
      and(
        isNull(events.deliveredAt),
        or(isNull(events.claimedUntil), lt(events.claimedUntil, now)),
      ),
    )
    .orderBy(asc(events.position))
    .limit(EVENTS_PER_WEBHOOK)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(events)
    .set({ claimedBy: claim, claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(events.position, due))
    .returning();
  return claimed.sort((a, b) => a.position - b.position);
}

/**
 * Sends every undelivered event, oldest first, in webhooks of up to EVENTS_PER_WEBHOOK, each
 * signed as GoCardless signs them. A batch is marked delivered only when the endpoint answers
 * 2xx; otherwise (another status, or no answer) it is released and sent again on the next
 * advance, and nothing later is sent before it this time. Rows are claimed with FOR UPDATE SKIP
 * LOCKED and delivered outside any transaction (the endpoint may call the emulator back).
 * Answers how many events were delivered.
 */
export async function deliverPendingEvents({
  db,
  clock,
  webhookSecret,
  deliver,
}: {
  db: Database;
  clock: Clock;
  webhookSecret: string;
  deliver: DeliverWebhook;
}): Promise<number> {
  let delivered = 0;
  for (;;) {
    const claim = randomUUID();
    const batch = await claimBatch(db, clock.now(), claim);
    if (batch.length === 0) return delivered;
    const body = JSON.stringify({
      events: batch.map(presentEvent),
      meta: { webhook_id: newSandboxId('WB') },
    });
    let status = 0;
    try {
      status = await deliver({ body, signature: signWebhookBody(body, webhookSecret) });
    } catch {
      status = 0;
    }
    const accepted = status >= 200 && status < 300;
    await db
      .update(events)
      .set({
        claimedBy: null,
        claimedUntil: null,
        ...(accepted ? { deliveredAt: clock.now() } : {}),
      })
      .where(eq(events.claimedBy, claim));
    if (!accepted) return delivered;
    delivered += batch.length;
  }
}
