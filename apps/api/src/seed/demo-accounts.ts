import type { Database } from '../platform/db/client';
import { findCustomerIdByEmail, findStaffByEmail } from '../contexts/people/accounts';
import { demoCustomers, demoStaffMembers } from './demo-people';

/**
 * The demo people whose accounts exist in this database. Their password is printed in the
 * README, so a server outside demo mode refuses to start while any of them can sign in.
 */
export async function findDemoAccounts(db: Database): Promise<string[]> {
  const customerEmails = demoCustomers.flatMap((customer) =>
    customer.email ? [customer.email] : [],
  );
  const found: string[] = [];
  for (const email of customerEmails) {
    if (await findCustomerIdByEmail(db, email)) found.push(email);
  }
  for (const { email } of demoStaffMembers) {
    if (await findStaffByEmail(db, email)) found.push(email);
  }
  return found;
}
