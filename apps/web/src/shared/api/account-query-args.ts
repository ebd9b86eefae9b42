import { useAppSelector } from '../lib/store-hooks';
import { selectSessionUser } from '../state/auth.slice';
import { selectSelectedUserId } from '../state/account.slice';

/** What every my-account query is keyed by. */
export interface AccountQueryArgs {
  /**
   * The signed-in user. Not sent: it keys the cache, so someone signing in after another person
   * on the same device never sees that person's answers.
   */
  viewerId: number;
  /** The family member being viewed; left out for the signed-in user. */
  selectedUserId?: number;
}

/** The query parameters of a my-account call: `selected_user_id` when acting for someone. */
export function accountParams({ selectedUserId }: AccountQueryArgs) {
  return selectedUserId === undefined ? {} : { selectedUserId };
}

/** The arguments for the current viewer, or null while the session user is still loading. */
export function useAccountQueryArgs(): AccountQueryArgs | null {
  const user = useAppSelector(selectSessionUser);
  const selectedUserId = useAppSelector(selectSelectedUserId);
  if (!user) return null;
  return selectedUserId === null || selectedUserId === user.id
    ? { viewerId: user.id }
    : { viewerId: user.id, selectedUserId };
}
