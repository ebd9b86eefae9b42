import type { LidoDispatch } from '../../../shared/lib/store-hooks';
import { getSessionUserApi } from '../../../shared/api/get-session-user';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import type { FamilyPerson } from './get-my-family';
import { getMyFamilyApi } from './get-my-family';

/**
 * After a change to the family: puts the change in the cached list (no second request), and
 * reloads the session user, whose family fills "Viewing as" and the basket's choice of attendee.
 */
export function refreshFamily(
  dispatch: LidoDispatch,
  args: AccountQueryArgs,
  change: (family: FamilyPerson[]) => FamilyPerson[],
): void {
  void dispatch(
    getMyFamilyApi.util.updateQueryData('getMyFamily', args, (family) => change(family)),
  );
  void dispatch(
    getSessionUserApi.endpoints.getSessionUser.initiate(undefined, {
      forceRefetch: true,
      subscribe: false,
    }),
  );
}
