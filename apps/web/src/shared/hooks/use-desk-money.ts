import { useCallback } from 'react';
import { useAppSelector } from '../lib/store-hooks';
import { DEFAULT_CURRENCY_SYMBOL, formatPence } from '../lib/format-money';
import { selectSessionUser } from '../state/auth.slice';
import { useGetClientQuery } from '../api/get-client';

/**
 * The symbol every desk amount is written with: the signed-in staff member's (SPEC.md section 3),
 * else the operator's (client configuration), else £ (SPEC.md section 9's default).
 */
export function useCurrencySymbol(): string {
  const user = useAppSelector(selectSessionUser);
  const client = useGetClientQuery();
  return user?.currencySymbol || client.data?.currency.symbol || DEFAULT_CURRENCY_SYMBOL;
}

/** Pence in the desk's currency: every amount on the desk's screens is written with it. */
export function useDeskMoney(): (pence: number) => string {
  const symbol = useCurrencySymbol();
  return useCallback((pence: number) => formatPence(pence, symbol), [symbol]);
}
