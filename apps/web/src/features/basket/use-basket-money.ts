import { useCallback } from 'react';
import { useAppSelector } from '../../shared/lib/store-hooks';
import { formatPence } from '../../shared/lib/format-money';
import { selectSessionUser } from '../../shared/state/auth.slice';

/**
 * How the basket writes an amount: as the API formatted it for a customer, and in the staff
 * member's currency symbol at the front desk (SPEC.md section 3: staff users have one).
 */
export function useBasketMoney(): (amount: { raw: number; formatted: string }) => string {
  const staffSymbol = useAppSelector(selectSessionUser)?.currencySymbol;
  return useCallback(
    (amount) => (staffSymbol ? formatPence(amount.raw, staffSymbol) : amount.formatted),
    [staffSymbol],
  );
}
