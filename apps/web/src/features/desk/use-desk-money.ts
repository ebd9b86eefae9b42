import { useCallback } from 'react';
import { useAppSelector } from '../../app/store-hooks';
import { formatPence } from '../../lib/format-money';
import { selectSessionUser } from '../auth/auth.slice';

/** Pence in the signed-in staff user's currency (SPEC.md section 3): every desk amount uses it. */
export function useDeskMoney(): (pence: number) => string {
  const symbol = useAppSelector(selectSessionUser)?.currencySymbol;
  return useCallback((pence: number) => formatPence(pence, symbol), [symbol]);
}
