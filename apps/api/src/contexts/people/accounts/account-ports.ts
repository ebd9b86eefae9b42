import type { DocumentExpiry, MembershipUser } from '@lido/contract';
import type { Database } from '../../../platform/db/client';

/**
 * What accounts needs from modules listed after it (memberships, email). app.ts wires the
 * implementations in, so the dependency order of docs/decisions/005 holds.
 */

/** Membership, credit and document facts shown with the signed-in user. */
export interface CustomerStanding {
  membershipUser: MembershipUser | null;
  creditBalancePence: number;
  hasOutstandingPenalties: boolean;
  hasInstruction: boolean;
  hasBillingDate: boolean;
  documentExpiry: DocumentExpiry[];
  membershipDocumentUploadRequired: boolean;
}

export type LoadCustomerStanding = (
  db: Database,
  customerId: number,
  now: Date,
) => Promise<CustomerStanding>;

/** Whether the customer is a member today, and how many days ahead their plan lets them book. */
export interface MemberStanding {
  isMember: boolean;
  advanceBookingDays: number;
}

export type LoadMemberStanding = (
  db: Database,
  customerId: number,
  now: Date,
) => Promise<MemberStanding>;

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Writes the email to the outbox with `db`, so it commits or rolls back with the change it reports. */
export type QueueEmail = (db: Database, email: OutgoingEmail) => Promise<void>;

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
