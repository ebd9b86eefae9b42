import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../ports';
import type { EventDetails } from './event-details';
import {
  sandboxGoCardlessEvents,
  sandboxGoCardlessIdempotencyKeys,
  sandboxGoCardlessResources,
  type SandboxResourceKind,
} from './gocardless-sandbox.tables';
import type {
  MandateBody,
  Metadata,
  PaymentBody,
  ResourceBody,
  SubscriptionBody,
} from './resource-bodies';
import { newSandboxId } from './sandbox-ids';

export type SandboxResource = typeof sandboxGoCardlessResources.$inferSelect;
export type SandboxEvent = typeof sandboxGoCardlessEvents.$inferSelect;

const resources = sandboxGoCardlessResources;
const statusOf = sql<string>`${resources.body}->>'status'`;
const mandateOf = sql<string>`${resources.body}->'links'->>'mandate'`;
const subscriptionOf = sql<string>`${resources.body}->'links'->>'subscription'`;

export async function findResource(
  db: Database,
  kind: SandboxResourceKind,
  id: string,
): Promise<SandboxResource | undefined> {
  const [row] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.id, id), eq(resources.kind, kind)));
  return row;
}

/**
 * The resource, locked until the transaction ends: what is decided from it (a subscription
 * still active makes its payment) cannot be undone meanwhile by a request moving it on.
 */
export async function lockResource(
  tx: Database,
  kind: SandboxResourceKind,
  id: string,
): Promise<SandboxResource | undefined> {
  const [row] = await tx
    .select()
    .from(resources)
    .where(and(eq(resources.id, id), eq(resources.kind, kind)))
    .for('update');
  return row;
}

/** Resources of a kind in one of the statuses, oldest first. */
export async function resourcesInStatus(
  db: Database,
  kind: SandboxResourceKind,
  statuses: readonly string[],
): Promise<SandboxResource[]> {
  return db
    .select()
    .from(resources)
    .where(and(eq(resources.kind, kind), inArray(statusOf, [...statuses])))
    .orderBy(asc(resources.createdAt), asc(resources.id));
}

/** A mandate's subscriptions (kind `subscriptions`) or payments (kind `payments`) in the statuses. */
export async function dependantsOfMandate(
  db: Database,
  kind: 'subscriptions' | 'payments',
  mandateId: string,
  statuses: readonly string[],
): Promise<SandboxResource[]> {
  return db
    .select()
    .from(resources)
    .where(
      and(eq(resources.kind, kind), eq(mandateOf, mandateId), inArray(statusOf, [...statuses])),
    )
    .orderBy(asc(resources.createdAt), asc(resources.id));
}

/** The payments a subscription has made so far, whatever became of them. */
export async function paymentsOfSubscription(
  db: Database,
  subscriptionId: string,
): Promise<PaymentBody[]> {
  const rows = await db
    .select({ body: resources.body })
    .from(resources)
    .where(and(eq(resources.kind, 'payments'), eq(subscriptionOf, subscriptionId)));
  return rows.map((row) => row.body as PaymentBody);
}

/** A subscription's payments in one of the statuses. */
export async function subscriptionPaymentsInStatus(
  db: Database,
  subscriptionId: string,
  statuses: readonly string[],
): Promise<SandboxResource[]> {
  return db
    .select()
    .from(resources)
    .where(
      and(
        eq(resources.kind, 'payments'),
        eq(subscriptionOf, subscriptionId),
        inArray(statusOf, [...statuses]),
      ),
    )
    .orderBy(asc(resources.createdAt), asc(resources.id));
}

/** Records a resource; false when one with its id exists already (nothing is written then). */
export async function insertResource(
  db: Database,
  row: { kind: SandboxResourceKind; body: ResourceBody; behaviour?: SandboxResource['behaviour'] },
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(resources)
    .values({
      id: row.body.id,
      kind: row.kind,
      body: row.body,
      behaviour: row.behaviour ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: resources.id });
  return inserted.length > 0;
}

/**
 * Moves a resource to `to` if it is still in one of `from`, in one statement: of several
 * processes (or requests) making the same move at once, exactly one does, and only it records
 * the event. Answers the moved body, or undefined when the resource was not in `from`.
 */
export async function moveStatus<Body extends MandateBody | SubscriptionBody | PaymentBody>(
  db: Database,
  id: string,
  from: readonly Body['status'][],
  to: Body['status'],
  extra: Partial<Body> = {},
): Promise<Body | undefined> {
  const [row] = await db
    .update(resources)
    .set({
      body: sql`${resources.body} || ${JSON.stringify({ ...extra, status: to })}::jsonb`,
    })
    .where(and(eq(resources.id, id), inArray(statusOf, [...from])))
    .returning({ body: resources.body });
  return row?.body as Body | undefined;
}

export interface NewEvent {
  resourceType: 'mandates' | 'payments' | 'subscriptions';
  action: string;
  links: Record<string, string>;
  details: EventDetails;
  metadata?: Metadata;
  /** The resource's own metadata, which GoCardless repeats on its events. */
  resourceMetadata: Metadata;
}

export async function recordEvent(db: Database, event: NewEvent, now: Date): Promise<void> {
  await db.insert(sandboxGoCardlessEvents).values({
    id: newSandboxId('EV'),
    resourceType: event.resourceType,
    action: event.action,
    links: event.links,
    details: event.details,
    metadata: event.metadata ?? {},
    resourceMetadata: event.resourceMetadata,
    createdAt: now,
  });
}

/** How many times a resource's events say it did `action` (a subscription `amended`). */
export async function countEventsAbout(
  db: Database,
  resourceType: NewEvent['resourceType'],
  action: string,
  link: { key: string; id: string },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sandboxGoCardlessEvents)
    .where(
      and(
        eq(sandboxGoCardlessEvents.resourceType, resourceType),
        eq(sandboxGoCardlessEvents.action, action),
        sql`${sandboxGoCardlessEvents.links}->>${link.key} = ${link.id}`,
      ),
    );
  return row?.count ?? 0;
}

/** The resource a create with this idempotency key made before, if one did. */
export async function resourceOfIdempotencyKey(
  db: Database,
  kind: SandboxResourceKind,
  key: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ resourceId: sandboxGoCardlessIdempotencyKeys.resourceId })
    .from(sandboxGoCardlessIdempotencyKeys)
    .where(
      and(
        eq(sandboxGoCardlessIdempotencyKeys.kind, kind),
        eq(sandboxGoCardlessIdempotencyKeys.key, key),
      ),
    );
  return row?.resourceId;
}

/**
 * Takes the key for the resource about to be created; false when another create took it first
 * (the primary key decides, however many race: the others wait for it and then find it taken).
 */
export async function claimIdempotencyKey(
  db: Database,
  kind: SandboxResourceKind,
  key: string,
  resourceId: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(sandboxGoCardlessIdempotencyKeys)
    .values({ kind, key, resourceId, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: sandboxGoCardlessIdempotencyKeys.key });
  return claimed.length > 0;
}
