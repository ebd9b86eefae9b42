import type { ReactNode } from 'react';
import { LoadingIndicator } from './loading-indicator';
import { toRequestState } from '../lib/request-state';

interface AccountQueryResultProps<T> {
  query: { data?: T; isLoading?: boolean; isFetching?: boolean; error?: unknown };
  children: (data: T) => ReactNode;
}

/** `#loading` while a my-account call runs, its failure copy if it fails, else the content. */
export function AccountQueryResult<T>({ query, children }: AccountQueryResultProps<T>) {
  const state = toRequestState(query);
  if (state.error) {
    return (
      <p className="lido-account__problem" role="alert">
        {state.error}
      </p>
    );
  }
  if (query.data === undefined) return <LoadingIndicator />;
  return <>{children(query.data)}</>;
}
