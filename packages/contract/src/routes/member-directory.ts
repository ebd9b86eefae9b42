import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope, pagedEnvelope, PageQuery } from '../envelope';
import { IsoDate } from '../primitives/date-object';
import { idParam } from '../primitives/ids';
import { FormattedAmount } from '../primitives/money';
import { DirectDebitCollection } from './direct-debit';
import { Membership } from './memberships';

// Lido's own: front of house finds a member of their venue and sees their membership and Direct
// Debit at a glance, then acts for them through My account's routes (`selected_user_id`).

/**
 * Where a membership stands on the venue's today, one word each (the directory's filters):
 * `pending` joined online, first payment not yet made; `ended` past its last day; `ending`
 * cancelled and serving its notice (it may be frozen too: `status` says so); `frozen` in the
 * days of a freeze; `active` otherwise, a freeze booked ahead included.
 */
export const memberStandings = ['pending', 'active', 'frozen', 'ending', 'ended'] as const;
export const MemberStanding = z.enum(memberStandings);
export type MemberStanding = z.infer<typeof MemberStanding>;

export const memberDirectoryFilters = [...memberStandings, 'in_arrears'] as const;
export type MemberDirectoryFilter = (typeof memberDirectoryFilters)[number];

export const DirectoryMembership = z.object({
  id: z.number().int(),
  /** What the member quotes at the desk ("M0000701"). */
  number: z.string(),
  plan: z.object({ id: z.number().int(), name: z.string() }),
  /** As My account shows it (`frozen` in the days of a freeze). */
  status: Membership.shape.status,
  standing: MemberStanding,
  starts_on: IsoDate,
  ends_on: IsoDate.nullable(),
  frozen_from: IsoDate.nullable(),
  frozen_until: IsoDate.nullable(),
  /** The next billing date on which the fee falls due: none while pending, or after the end. */
  next_billing_date: IsoDate.nullable(),
});
export type DirectoryMembership = z.infer<typeof DirectoryMembership>;

export const MemberDirectoryEntry = z.object({
  customer_id: z.number().int(),
  reference: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  /** The member's current membership, or their latest when none is current. */
  membership: DirectoryMembership,
  direct_debit: z.object({
    /** GoCardless's mandate state; null without a mandate (a membership joined at the desk). */
    mandate_status: z.string().nullable(),
    /** The collection with the latest charge date, whatever its state. */
    last_collection: z
      .object({ charge_date: IsoDate, amount: FormattedAmount, status: z.string() })
      .nullable(),
  }),
  /** The membership's failed collections not yet paid another way. */
  arrears: z.object({ count: z.number().int(), total: FormattedAmount }),
});
export type MemberDirectoryEntry = z.infer<typeof MemberDirectoryEntry>;

export const MemberDirectoryDetail = MemberDirectoryEntry.extend({
  /** Every membership the member has held or is joining, newest first. */
  memberships: z.array(DirectoryMembership),
  /** Their latest Direct Debit collections of any membership, latest charge date first. */
  collections: z.array(DirectDebitCollection.extend({ membership_id: z.number().int() })),
});
export type MemberDirectoryDetail = z.infer<typeof MemberDirectoryDetail>;

/** How many collections the detail shows: two years of monthly ones. */
export const MEMBER_RECENT_COLLECTIONS = 24;

const filterMessage = `The status must be one of ${memberDirectoryFilters.join(', ')}.`;

export const listStaffMembers = defineRoute({
  method: 'GET',
  path: '/api/staff/members',
  summary:
    "Members of the staff member's venue, by last name, with their membership, Direct Debit and arrears (staff)",
  tags: ['staff'],
  auth: 'staff',
  action: 'customers.serve',
  query: PageQuery.extend({
    /**
     * Every word must match the name, email or customer reference (anywhere, any case), or be
     * one of the member's membership numbers.
     */
    search: z
      .string()
      .trim()
      .max(100, 'The search may not be greater than 100 characters.')
      .optional(),
    status: z.enum(memberDirectoryFilters, { error: filterMessage }).optional(),
  }),
  response: pagedEnvelope(MemberDirectoryEntry),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const getStaffMember = defineRoute({
  method: 'GET',
  path: '/api/staff/members/:customerId',
  summary:
    "A member of the staff member's venue with their membership history and recent Direct Debit collections (staff)",
  tags: ['staff'],
  auth: 'staff',
  action: 'customers.serve',
  params: z.object({ customerId: idParam() }),
  response: dataEnvelope(MemberDirectoryDetail),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});
