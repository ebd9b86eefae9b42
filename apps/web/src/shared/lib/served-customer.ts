import type { DeskCustomer } from '@lido/contract';
import type { Camelized } from './case-keys';

/** A customer as the desk finds them (`GET /api/foh/customers`), camelCase. */
export type DeskCustomerView = Camelized<DeskCustomer>;

/** The person the desk is serving: everything the site does acts for them (`selectedUserId`). */
export interface ServedCustomer {
  id: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  isMember: boolean;
  /** Served without an account of their own (a record made for this sale). */
  isWalkIn: boolean;
}

export function servedCustomerOf(customer: DeskCustomerView): ServedCustomer {
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    reference: customer.reference,
    isMember: customer.isMember,
    isWalkIn: customer.isWalkIn,
  };
}

const storageKey = 'lido.desk.servedCustomer';

function isServedCustomer(value: unknown): value is ServedCustomer {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'number' &&
    typeof record.firstName === 'string' &&
    typeof record.lastName === 'string' &&
    (record.reference === null || typeof record.reference === 'string') &&
    typeof record.isMember === 'boolean' &&
    typeof record.isWalkIn === 'boolean'
  );
}

// Kept for the tab (sessionStorage), so a reload at the desk goes on serving the same person,
// and a second desk tab serves someone else.
export function readServedCustomer(): ServedCustomer | null {
  try {
    const text = window.sessionStorage.getItem(storageKey);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return isServedCustomer(value) ? value : null;
  } catch {
    // Storage blocked or a damaged entry: the desk chooses the customer again.
    return null;
  }
}

export function writeServedCustomer(customer: ServedCustomer | null): void {
  try {
    if (customer === null) window.sessionStorage.removeItem(storageKey);
    else window.sessionStorage.setItem(storageKey, JSON.stringify(customer));
  } catch {
    // Without storage the choice lasts as long as the page.
  }
}
