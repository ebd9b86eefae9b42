import type { MyMemberships } from '../api/get-my-memberships';

/**
 * A membership's status as My account says it: a membership cancelled and serving its notice is
 * `Ending` (the API keeps it active, with its end date, until then).
 */
export function membershipStatusWord(membership: MyMemberships[number]): string {
  switch (membership.status) {
    case 'pending':
      return 'Pending';
    case 'frozen':
      return 'Frozen';
    case 'cancelled':
      return 'Cancelled';
    case 'expired':
      return 'Expired';
    default:
      return membership.endsOn ? 'Ending' : 'Active';
  }
}
