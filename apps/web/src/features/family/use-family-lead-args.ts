import { useAppSelector } from '../../shared/lib/store-hooks';
import type { AccountQueryArgs } from '../../shared/api/account-query-args';
import { useAccountQueryArgs } from '../../shared/api/account-query-args';
import { selectSessionUser } from '../../shared/state/auth.slice';

/**
 * Whose family the page manages: the signed-in customer's, whoever "Viewing as" shows (a child
 * has no family of their own, and the API refuses one); staff, the customer they act for.
 */
export function useFamilyLeadArgs(): AccountQueryArgs | null {
  const user = useAppSelector(selectSessionUser);
  const args = useAccountQueryArgs();
  if (!user || !args) return null;
  return user.isStaff ? args : { viewerId: user.id };
}
