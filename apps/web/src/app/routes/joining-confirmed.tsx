import { JoiningConfirmedPage } from '../../features/membership-joining/components/joining-confirmed-page';

/** `/join/confirmed/:membershipId`: the new member's number, Direct Debit and Guarantee. */
export function Component() {
  return <JoiningConfirmedPage />;
}
