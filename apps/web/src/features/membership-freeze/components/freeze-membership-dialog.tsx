import { freezeLengths } from '@lido/contract';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { errorCopyOf } from '../../../shared/lib/request-state';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import type { MyMemberships } from '../../../shared/api/get-my-memberships';
import { MembershipActionDialog } from '../../../shared/components/membership-action-dialog';
import { addToast } from '../../../shared/state/toasts.slice';
import { useFreezeMembershipMutation } from '../api/freeze-membership';
import { useGetMembershipFreezeQuery } from '../api/get-membership-freeze';
import {
  freezeLengthLabel,
  freezeNoteCopy,
  membershipFrozenCopy,
} from '../../../shared/lib/membership-freeze';

interface FreezeMembershipDialogProps {
  membership: MyMemberships[number];
  args: AccountQueryArgs;
  onKeep: () => void;
  /** After the freeze: the membership, in the cached list, now has its freeze dates. */
  onFrozen: () => void;
}

/**
 * A freeze starts on a billing date a few days ahead and lasts whole billing months, so the
 * member sees, for the length they choose, when it would start and when the membership starts
 * again before confirming. A refusal keeps the dialog open with the reason; success closes it,
 * and the toast says what happened.
 */
export function FreezeMembershipDialog({
  membership,
  args,
  onKeep,
  onFrozen,
}: FreezeMembershipDialogProps) {
  const dispatch = useAppDispatch();
  const radioName = useId();
  const factsId = useId();
  const whenId = useId();
  const noteId = useId();
  const [months, setMonths] = useState<number>(freezeLengths[0]);
  const queryArgs = { ...args, membershipId: membership.id, months };
  // Fresh each time it opens or the length changes: the first frozen day moves on with the date.
  const preview = useGetMembershipFreezeQuery(queryArgs, { refetchOnMountOrArgChange: true });
  const [freeze, { isLoading: isFreezing }] = useFreezeMembershipMutation();
  const [freezeError, setFreezeError] = useState<string | null>(null);

  const choose = (length: number) => {
    setFreezeError(null);
    setMonths(length);
  };

  const confirm = async () => {
    setFreezeError(null);
    const result = await freeze(queryArgs);
    if ('error' in result) {
      setFreezeError(errorCopyOf(result.error));
      return;
    }
    dispatch(addToast({ content: membershipFrozenCopy, type: 'success' }));
    onFrozen();
  };

  // Only the answer for the length now chosen: another length's dates must never show beside it.
  const freezeDates = preview.currentData;
  return (
    <MembershipActionDialog
      className="lido-freeze-dialog"
      title="Freeze membership"
      describedBy={`${factsId} ${whenId} ${noteId}`}
      problem={freezeError ?? (preview.error ? errorCopyOf(preview.error) : null)}
      keepLabel="Keep my membership"
      confirmLabel="Freeze membership"
      busyLabel="Freezing…"
      // The dates are shown before confirming, so not before the preview has come.
      canConfirm={freezeDates !== undefined && !freezeDates.isFrozen}
      isBusy={isFreezing}
      onKeep={onKeep}
      onConfirm={() => void confirm()}
    >
      <dl id={factsId} className="lido-account__facts">
        <dt>Membership</dt>
        <dd>{membership.name}</dd>
      </dl>
      <fieldset className="lido-freeze-dialog__lengths">
        <legend>How long?</legend>
        {freezeLengths.map((length) => (
          <label key={length} className="lido-freeze-dialog__length">
            <input
              type="radio"
              name={radioName}
              value={length}
              checked={length === months}
              disabled={isFreezing}
              onChange={() => choose(length)}
            />
            {freezeLengthLabel(length)}
          </label>
        ))}
      </fieldset>
      {/* Said again when the length changes: the dates are what the choice is about. */}
      <p id={whenId} className="lido-freeze-dialog__when" aria-live="polite">
        {freezeDates ? <strong>{freezeDates.message}</strong> : null}
      </p>
      {!freezeDates && !preview.error ? <LoadingIndicator /> : null}
      <p id={noteId}>{freezeNoteCopy}</p>
    </MembershipActionDialog>
  );
}
