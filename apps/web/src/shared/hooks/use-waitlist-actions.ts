import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../lib/store-hooks';
import { isApiError } from '../lib/request-state';
import { useAccountQueryArgs } from '../api/account-query-args';
import { selectSessionUser } from '../state/auth.slice';
import { selectServedCustomer } from '../state/desk.slice';
import { LOGIN_MODAL, openModal, selectOpenModalId } from '../state/modals.slice';
import { addToast, toastCloseAfter } from '../state/toasts.slice';
import {
  useGetMyWaitlistsQuery,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
} from '../api/waitlist-api';

// SPEC.md sections 4 and 8: each join or leave ends with a toast that stays 10 seconds.
export const joinedWaitlistCopy = 'Successfully joined the waitlist.';
export const leftWaitlistCopy = 'Successfully removed from the waitlist.';
export const waitlistFailureCopy = 'Something went wrong, please try again.';

type WaitlistSession = { id: string | number; cartType: string };
type PendingJoin = { session: WaitlistSession; partySize: number };

/**
 * Join and leave, with their toasts. A visitor who is not signed in is asked to sign in, and the
 * join goes ahead once they have.
 */
export function useWaitlistActions() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const served = useAppSelector(selectServedCustomer);
  const isSigningIn = useAppSelector(selectOpenModalId) === LOGIN_MODAL;
  const [join, joining] = useJoinWaitlistMutation();
  const [leave, leaving] = useLeaveWaitlistMutation();
  const [waitingForSignIn, setWaitingForSignIn] = useState<PendingJoin | null>(null);

  const report = (result: { error?: unknown }, success: string) => {
    const failed = 'error' in result && result.error !== undefined;
    const content = failed
      ? ((isApiError(result.error) ? result.error.serverMessage : null) ?? waitlistFailureCopy)
      : success;
    dispatch(
      addToast({ content, type: failed ? 'danger' : 'success', closeAfter: toastCloseAfter.long }),
    );
  };

  // At the front desk the line is joined by the customer served, not the member of staff.
  const joinAs = async ({ session, partySize }: PendingJoin, userId: number) => {
    const acting = served ? { userId: served.id, selectedUserId: served.id } : { userId };
    report(
      await join({ id: session.id, type: session.cartType, partySize, ...acting }),
      joinedWaitlistCopy,
    );
  };

  // Closed without signing in: the visitor changed their mind, so a later sign-in joins nothing.
  useEffect(() => {
    if (!isSigningIn && !user) setWaitingForSignIn(null);
  }, [isSigningIn, user]);

  useEffect(() => {
    if (!user || !waitingForSignIn) return;
    setWaitingForSignIn(null);
    void joinAs(waitingForSignIn, user.id);
    // Runs once the visitor has signed in; joinAs is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, waitingForSignIn]);

  return {
    /** The session as its row names it (id and basket type, `cartType`), for 1 to 4 places. */
    join: async (session: WaitlistSession, partySize = 1) => {
      if (!user) {
        setWaitingForSignIn({ session, partySize });
        dispatch(openModal(LOGIN_MODAL));
        return;
      }
      await joinAs({ session, partySize }, user.id);
    },
    leave: async (waitlistId: number) => {
      report(await leave({ waitlistId }), leftWaitlistCopy);
    },
    isBusy: joining.isLoading || leaving.isLoading,
  };
}

/** The signed-in customer's place in the line of an entry ("2nd in line"), once known. */
export function useWaitlistPosition(waitlistId: number | null): number | null {
  const args = useAccountQueryArgs();
  const { data } = useGetMyWaitlistsQuery(args ?? { viewerId: 0 }, {
    skip: !args || waitlistId === null,
  });
  return data?.find((entry) => entry.id === waitlistId)?.position ?? null;
}
