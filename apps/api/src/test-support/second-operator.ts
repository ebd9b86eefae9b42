import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/client';
import { rowsOf } from '../platform/db/raw-rows';
import { ALEX, FRONT_DESK, bearer, signIn, signInOtherOperatorManager } from './sign-in';

/**
 * A second operator in the one database, for the tests that hold two operators apart:
 * `signInOtherOperatorManager` makes operator 2, moves Manchester Aquatics Centre (90006) to it
 * and makes a manager there; this adds the rest of a small operator of its own: a receptionist
 * at the same venue, with the demo password, and customers whose home venue it is (one who signs
 * in with the demo password). Nothing here is named like anyone of Lido's demo operator
 * (operator 1), so a name of theirs in an answer to operator 2's people is a leak.
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
/**
 * Two more of operator 2's customers at 90006, with no sign-in of their own: whom operator 2's
 * receptionist and manager act for, each their own, so what one of them did for a customer does
 * not stand in the way of the other's request.
 */
export const OTHER_DESK_CUSTOMERS = {
  receptionist: { id: 2002, reference: 'OTH2001002', firstName: 'Noor', lastName: 'Vance' },
  manager: { id: 2003, reference: 'OTH2001003', firstName: 'Ezra', lastName: 'Quill' },
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
  for (const customer of Object.values(OTHER_DESK_CUSTOMERS)) {
    await db.execute(
      sql`insert into customers (id, operator_id, reference, first_name, last_name, date_of_birth,
          postcode, home_venue_id, registration_source)
        values (${customer.id}, ${OTHER_OPERATOR.id}, ${customer.reference}, ${customer.firstName},
          ${customer.lastName}, '1985-07-02', 'M1 3GB', ${OTHER_OPERATOR.venueId}, 'desk')
        on conflict do nothing`,
    );
  }
  return {
    manager: bearer(manager),
    receptionist: bearer(await signIn(app, OTHER_RECEPTIONIST.email, { as: 'staff' })),
    customer: bearer(await signIn(app, OTHER_CUSTOMER.email)),
  };
}

/** Operator 1's desk takings on a day with no other money: an amount no sum of operator 2's has. */
export const OPERATOR_ONE_TAKINGS = {
  date: '2026-10-19',
  pence: 98_765_432,
  shown: ['98765432', '987,654.32', '987654.32'],
} as const;

/**
 * Rows of operator 1 the seed does not have, so that every kind of id a route takes names
 * something real of theirs: a penalty and a membership document of Alex's, a declined card
 * payment of his membership's arrears, and a cash sale at Swiss Cottage's desk on a day of its
 * own (OPERATOR_ONE_TAKINGS), whose amount shows if a report of operator 2's adds it in.
 * Answers their ids.
 */
export async function addOperatorOneRows(
  db: Database,
  { membershipId, now }: { membershipId: number; now: Date },
): Promise<{ penaltyId: number; documentId: number; transactionUuid: string }> {
  const at = now.toISOString();
  const [penalty] = await rowsOf<{ id: number }>(
    db,
    sql`insert into account_penalties (customer_id, reason, amount_pence, created_at, kind)
      values (${ALEX.id}, 'Late cancellation of Swiss Cottage Spin', 500, ${at}, 'other')
      returning id`,
  );
  const [document] = await rowsOf<{ id: number }>(
    db,
    sql`insert into membership_documents (customer_id, membership_id, name)
      values (${ALEX.id}, ${membershipId}, 'Proof of address') returning id`,
  );
  const transactionUuid = '0193a3c4-5e6f-7a8b-9c0d-1e2f3a4b5c6d';
  await db.execute(
    sql`insert into card_transactions (id, customer_id, membership_id, item_hash, amount_pence,
        currency, provider, reference, status, created_at, updated_at, card_holder_name)
      values (${transactionUuid}, ${ALEX.id}, ${membershipId}, 'arrears', 4200, 'GBP', 'opayo',
        'LIDO-ISOLATION-1', 'declined', ${at}, ${at}, 'Alex Morgan')`,
  );
  const sold = `${OPERATOR_ONE_TAKINGS.date}T10:00:00.000Z`;
  const [order] = await rowsOf<{ id: number }>(
    db,
    sql`insert into orders (customer_id, cart_uuid, total_pence, source, created_at, calendar_token)
      values (${ALEX.id}, '0193a3c4-5e6f-7a8b-9c0d-1e2f3a4b5c6e', ${OPERATOR_ONE_TAKINGS.pence},
        'desk', ${sold}, 'operator-isolation-calendar')
      returning id::float8 as id`,
  );
  await db.execute(
    sql`insert into payments (customer_id, order_id, amount_pence, tender_type, status, reference,
        description, created_at, staff_user_id)
      values (${ALEX.id}, ${order?.id}, ${OPERATOR_ONE_TAKINGS.pence}, 'cash', 'succeeded',
        'LIDO-ISOLATION-CASH', 'Swiss Cottage desk sale', ${sold}, ${FRONT_DESK.id})`,
  );
  return {
    penaltyId: Number(penalty?.id),
    documentId: Number(document?.id),
    transactionUuid,
  };
}
