import { useCallback } from 'react';
import { useAppSelector } from '../../lib/store-hooks';
import { formatPence } from '../../lib/format-money';
import { selectSessionUser } from '../auth/auth.slice';

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
