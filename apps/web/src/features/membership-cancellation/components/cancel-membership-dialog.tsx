import { useId, useState } from 'react';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { errorCopyOf } from '../../../shared/lib/request-state';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import type { MyMemberships } from '../../../shared/api/get-my-memberships';
import { MembershipActionDialog } from '../../../shared/components/membership-action-dialog';
import { addToast } from '../../../shared/state/toasts.slice';
import { useCancelMembershipMutation } from '../api/cancel-membership';
import { useGetMembershipCancellationQuery } from '../api/get-membership-cancellation';
import { membershipCancelledCopy, minimumTermLine, noticeLine } from '../membership-cancellation';

interface CancelMembershipDialogProps {
  membership: MyMemberships[number];
  args: AccountQueryArgs;
  onKeep: () => void;
  /** After the cancellation: the membership, in the cached list, now has its end date. */
  onCancelled: () => void;
}

/**
 * Cancelling cannot be undone, so the customer sees when the membership would end (the notice,
 * any minimum term) before confirming. A refusal (already ended) keeps the dialog open with the
 * reason; success closes it, and the toast says what happened.
 */
export function CancelMembershipDialog({
  membership,
  args,
  onKeep,
  onCancelled,
}: CancelMembershipDialogProps) {
  const dispatch = useAppDispatch();
  const descriptionId = useId();
  const queryArgs = { ...args, membershipId: membership.id };
  // Fresh each time it opens: the end date moves on with the billing date.
  const preview = useGetMembershipCancellationQuery(queryArgs, {
    refetchOnMountOrArgChange: true,
  });
  const [cancel, { isLoading: isCancelling }] = useCancelMembershipMutation();
  const [cancelError, setCancelError] = useState<string | null>(null);

  const confirm = async () => {
    setCancelError(null);
    const result = await cancel(queryArgs);
    if ('error' in result) {
      setCancelError(errorCopyOf(result.error));
      return;
    }
    dispatch(addToast({ content: membershipCancelledCopy, type: 'success' }));
    onCancelled();
  };

  const cancellation = preview.data;
  return (
    <MembershipActionDialog
      role="alertdialog"
      title="Cancel your membership?"
      describedBy={descriptionId}
      problem={cancelError ?? (preview.error ? errorCopyOf(preview.error) : null)}
      keepLabel="Keep my membership"
      confirmLabel="Cancel membership"
      busyLabel="Cancelling…"
      // The end date is shown before confirming, so not before the preview has come.
      canConfirm={cancellation !== undefined}
      isBusy={isCancelling}
      onKeep={onKeep}
      onConfirm={() => void confirm()}
    >
      <div id={descriptionId}>
        <dl className="lido-account__facts">
          <dt>Membership</dt>
          <dd>{membership.name}</dd>
        </dl>
        {cancellation ? (
          <>
            <p>
              <strong>{cancellation.message}</strong>
            </p>
            {cancellation.minimumTermEndsOn ? (
              <p>{minimumTermLine(cancellation.minimumTermEndsOn)}</p>
            ) : null}
            <p>{noticeLine(cancellation.noticePeriodMonths)}</p>
          </>
        ) : preview.error ? null : (
          <LoadingIndicator />
        )}
      </div>
    </MembershipActionDialog>
  );
}
