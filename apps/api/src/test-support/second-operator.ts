import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/client';
import { ALEX, DESK_MANAGER, FRONT_DESK, bearer, signIn, signInOtherOperatorManager } from './sign-in';

/**
 * A second operator in the one database, for the tests that hold two operators apart:
 * `signInOtherOperatorManager` makes operator 2, moves Manchester Aquatics Centre (90006) to it
 * and makes a manager there; this adds the rest of a small operator of its own: a receptionist
 * at the same venue and a customer whose home venue it is, all with the demo password. Nothing
 * here is named like anyone of Lido's demo operator (operator 1), so a name of theirs in an
 * answer to operator 2's people is a leak.
 */

export const OTHER_OPERATOR = {
  id: 2,
  venueId: 90006,
  venueSlug: 'manchester-aquatics-centre',
} as const;
export const OTHER_MANAGER = { email: 'manager@other-operator.example' } as const;
export const OTHER_RECEPTIONIST = { email: 'desk@other-operator.example' } as const;
/** Casey Lund, operator 2's customer: home venue 90006, no membership, nothing booked. */
export const OTHER_CUSTOMER = {
  id: 2001,
  email: 'casey.lund@other-operator.example',
  reference: 'OTH2001001',
} as const;

export interface SecondOperator {
  /** Bearer headers of operator 2's manager, receptionist and customer. */
  manager: Record<string, string>;
  receptionist: Record<string, string>;
  customer: Record<string, string>;
}

/** Operator 2, its venue, its manager, receptionist and customer, each signed in. */
export async function setUpSecondOperator(
  app: FastifyInstance,
  db: Database,
): Promise<SecondOperator> {
  const manager = await signInOtherOperatorManager(app, db);
  await db.execute(
    sql`insert into staff_users (operator_id, venue_id, email, password_hash, first_name, last_name, role)
      select ${OTHER_OPERATOR.id}, ${OTHER_OPERATOR.venueId}, ${OTHER_RECEPTIONIST.email},
        password_hash, 'Sol', 'Brandt', 'receptionist'
      from staff_users where id = ${FRONT_DESK.id}
      on conflict do nothing`,
  );
  await db.execute(
    sql`insert into customers (id, operator_id, reference, email, password_hash, first_name,
        last_name, date_of_birth, postcode, home_venue_id, registration_source)
      select ${OTHER_CUSTOMER.id}, ${OTHER_OPERATOR.id}, ${OTHER_CUSTOMER.reference},
        ${OTHER_CUSTOMER.email}, password_hash, 'Casey', 'Lund', '1988-03-14', 'M1 3GB',
        ${OTHER_OPERATOR.venueId}, 'activity-booking'
      from customers where id = ${ALEX.id}
      on conflict do nothing`,
  );
  return {
    manager: bearer(manager),
    receptionist: bearer(await signIn(app, OTHER_RECEPTIONIST.email, { as: 'staff' })),
    customer: bearer(await signIn(app, OTHER_CUSTOMER.email)),
  };
}

/**
 * Rows of operator 1 the seed does not have, so that every kind of id a route takes names
 * something real of theirs: a penalty and a membership document of Alex's, and a declined card
 * payment of his membership's arrears. Answers their ids.
 */
export async function addOperatorOneRows(
  db: Database,
  { membershipId, now }: { membershipId: number; now: Date },
): Promise<{ penaltyId: number; documentId: number; transactionUuid: string }> {
  const at = now.toISOString();
  const penalty = (await db.execute(
    sql`insert into account_penalties (customer_id, reason, amount_pence, created_at, kind)
      values (${ALEX.id}, 'Late cancellation of Swiss Cottage Spin', 500, ${at}, 'other')
      returning id`,
  )) as unknown as { rows: { id: number }[] };
  const document = (await db.execute(
    sql`insert into membership_documents (customer_id, membership_id, name)
      values (${ALEX.id}, ${membershipId}, 'Proof of address') returning id`,
  )) as unknown as { rows: { id: number }[] };
  const transactionUuid = '0193a3c4-5e6f-7a8b-9c0d-1e2f3a4b5c6d';
  await db.execute(
    sql`insert into card_transactions (id, customer_id, membership_id, item_hash, amount_pence,
        currency, provider, reference, status, created_at, updated_at, card_holder_name)
      values (${transactionUuid}, ${ALEX.id}, ${membershipId}, 'arrears', 4200, 'GBP', 'opayo',
        'LIDO-ISOLATION-1', 'declined', ${at}, ${at}, 'Alex Morgan')`,
  );
  return {
    penaltyId: Number(penalty.rows[0]?.id),
    documentId: Number(document.rows[0]?.id),
    transactionUuid,
  };
}

export { ALEX, DESK_MANAGER, FRONT_DESK };
