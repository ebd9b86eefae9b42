import { useId, useState } from 'react';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { errorCopyOf } from '../../../shared/lib/request-state';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import type { MyMemberships } from '../../../shared/api/get-my-memberships';
import { MembershipActionDialog } from '../../../shared/components/membership-action-dialog';
import { addToast } from '../../../shared/state/toasts.slice';
import { useChangeMembershipPlanMutation } from '../api/change-membership-plan';
import { useGetMembershipPlanChangeQuery } from '../api/get-membership-plan-change';
import { monthlyLine, noPlansCopy, planChangedCopy } from '../membership-plan-change';

interface ChangePlanDialogProps {
  membership: MyMemberships[number];
  args: AccountQueryArgs;
  onKeep: () => void;
  /** After the change is booked: the membership, in the cached list, now has it. */
  onChanged: () => void;
}

/**
 * The plans the member may change to, each with its price and what it includes. Choosing one
 * says when the change is made and what is then collected each month, before the member
 * confirms. A refusal keeps the dialog open with the reason; success closes it, and the toast
 * says what happened.
 */
export function ChangePlanDialog({ membership, args, onKeep, onChanged }: ChangePlanDialogProps) {
  const dispatch = useAppDispatch();
  const radioName = useId();
  const factsId = useId();
  const whenId = useId();
  const [planId, setPlanId] = useState<number | null>(null);
  const queryArgs = { ...args, membershipId: membership.id };
  // Fresh each time it opens: the day a change is made moves on with the date.
  const preview = useGetMembershipPlanChangeQuery(queryArgs, { refetchOnMountOrArgChange: true });
  const [changePlan, { isLoading: isChanging }] = useChangeMembershipPlanMutation();
  const [changeError, setChangeError] = useState<string | null>(null);

  const choose = (id: number) => {
    setChangeError(null);
    setPlanId(id);
  };

  const confirm = async () => {
    if (planId === null) return;
    setChangeError(null);
    const result = await changePlan({ ...queryArgs, planId });
    if ('error' in result) {
      setChangeError(errorCopyOf(result.error));
      return;
    }
    dispatch(addToast({ content: planChangedCopy, type: 'success' }));
    onChanged();
  };

  const plans = preview.currentData?.plans;
  const chosen = plans?.find((plan) => plan.planId === planId);
  return (
    <MembershipActionDialog
      className="lido-plan-change-dialog"
      title="Change plan"
      describedBy={`${factsId} ${whenId}`}
      problem={changeError ?? (preview.error ? errorCopyOf(preview.error) : null)}
      keepLabel="Keep my plan"
      confirmLabel="Change plan"
      busyLabel="Changing…"
      // When and at what price are shown before confirming: not before a plan is chosen.
      canConfirm={chosen !== undefined}
      isBusy={isChanging}
      onKeep={onKeep}
      onConfirm={() => void confirm()}
    >
      <dl id={factsId} className="lido-account__facts">
        <dt>Membership</dt>
        <dd>{membership.name}</dd>
        <dt>Monthly price</dt>
        <dd>{membership.monthlyPrice.formatted}</dd>
      </dl>
      {plans && plans.length > 0 ? (
        <fieldset className="lido-plan-change-dialog__plans">
          <legend>Change to</legend>
          {plans.map((plan) => {
            const includesId = `${radioName}-${plan.planId}-includes`;
            return (
              <div key={plan.planId} className="lido-plan-change-dialog__plan">
                <label className="lido-plan-change-dialog__choice">
                  <input
                    type="radio"
                    name={radioName}
                    value={plan.planId}
                    checked={plan.planId === planId}
                    disabled={isChanging}
                    aria-describedby={includesId}
                    onChange={() => choose(plan.planId)}
                  />
                  <span className="lido-plan-change-dialog__name">{plan.name}</span>{' '}
                  <span className="lido-plan-change-dialog__price">
                    {monthlyLine(plan.monthlyPrice.formatted)}
                  </span>
                </label>
                <div id={includesId} className="lido-plan-change-dialog__includes">
                  <p>{plan.description}</p>
                  {plan.includes.length > 0 ? (
                    <ul>
                      {plan.includes.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {plans && plans.length === 0 ? <p>{noPlansCopy}</p> : null}
      {/* Said when the choice changes: the date and the new price are what it is about. */}
      <p id={whenId} className="lido-plan-change-dialog__when" aria-live="polite">
        {chosen ? <strong>{chosen.message}</strong> : null}
      </p>
      {!plans && !preview.error ? <LoadingIndicator /> : null}
    </MembershipActionDialog>
  );
}
