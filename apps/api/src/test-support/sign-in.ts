import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/client';
import { DEMO_PASSWORD } from '../seed/demo-people';

export const ALEX = { id: 1001, email: 'alex.morgan@example.com', reference: 'LID1001001' };
export const SAM = { id: 1002 };
export const RUBY = { id: 1003 };
export const PRIYA = { id: 1004, email: 'priya.shah@example.com', reference: 'LID1001004' };
/** Not a member, with a 5 Class Pass (Body Pump, Aqua Aerobics); Swiss Cottage is home. */
export const JAMIE = { id: 1008, email: 'jamie.okoro@example.com' };
export const FRONT_DESK = { id: 801, email: 'frontdesk@lido.example', venueId: 90001 };
/** Dana Whitfield, Swiss Cottage's duty manager: what the front desk does, and changes prices. */
export const DESK_MANAGER = { id: 802, email: 'manager@lido.example', venueId: 90001 };

/** Signs in through the API, as a client would, and returns the bearer token. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  {
    password = DEMO_PASSWORD,
    as = 'customer',
  }: { password?: string; as?: 'customer' | 'staff' } = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/auth/${as}/login`,
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`signing in ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Front of house at another venue (Britannia, 90002), with the demo password: staff who must not
 * reach Swiss Cottage's customers or sessions. Answers their bearer token.
 */
export async function signInOtherVenueStaff(app: FastifyInstance, db: Database): Promise<string> {
  const email = 'britannia.desk@lido.example';
  await db.execute(
    sql`insert into staff_users (operator_id, venue_id, email, password_hash, first_name, last_name)
      select operator_id, 90002, ${email}, password_hash, 'Morgan', 'Hale'
      from staff_users where id = ${FRONT_DESK.id}
      on conflict do nothing`,
  );
  return signIn(app, email, { as: 'staff' });
}

/**
 * The demo operator's administrator, at Britannia (90002), with the demo password: a manager
 * who also reads every venue's joining records and checks the audit log. Answers their bearer
 * token.
 */
export async function signInOperatorAdmin(app: FastifyInstance, db: Database): Promise<string> {
  const email = 'operator.admin@lido.example';
  await db.execute(
    sql`insert into staff_users (operator_id, venue_id, email, password_hash, first_name, last_name, role)
      select operator_id, 90002, ${email}, password_hash, 'Avery', 'Quinn', 'operator_admin'
      from staff_users where id = ${DESK_MANAGER.id}
      on conflict do nothing`,
  );
  return signIn(app, email, { as: 'staff' });
}

/**
 * A manager of another operator: a second operator is made, given Manchester Aquatics Centre (90006) and a
 * manager there, with the demo password. No session of Lido's demo operator is theirs to run.
 * Answers their bearer token.
 */
export async function signInOtherOperatorManager(
  app: FastifyInstance,
  db: Database,
): Promise<string> {
  const email = 'manager@other-operator.example';
  await db.execute(
    sql`insert into operators (id, client_id, name, migration_date, bookings_site_url,
        my_account_site_url, online_joining_site_url)
      select 2, 'other-operator', 'Other Leisure', migration_date, bookings_site_url,
        my_account_site_url, online_joining_site_url
      from operators where id = 1
      on conflict do nothing`,
  );
  await db.execute(sql`update venues set operator_id = 2 where id = 90006`);
  await db.execute(
    sql`insert into staff_users (operator_id, venue_id, email, password_hash, first_name, last_name, role)
      select 2, 90006, ${email}, password_hash, 'Robin', 'Ames', 'manager'
      from staff_users where id = ${DESK_MANAGER.id}
      on conflict do nothing`,
  );
  return signIn(app, email, { as: 'staff' });
}
