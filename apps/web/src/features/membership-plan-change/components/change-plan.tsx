import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { londonToday } from '../../../shared/lib/london-today';
import { errorCopyOf } from '../../../shared/lib/request-state';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import type { MyMemberships } from '../../../shared/api/get-my-memberships';
import { addToast } from '../../../shared/state/toasts.slice';
import { useWithdrawMembershipPlanChangeMutation } from '../api/withdraw-membership-plan-change';
import { canChangePlan, planChangeLine, planChangeWithdrawnCopy } from '../membership-plan-change';
import { ChangePlanDialog } from './change-plan-dialog';
import '../membership-plan-change.css';

interface ChangePlanProps {
  membership: MyMemberships[number];
  args: AccountQueryArgs;
  /** The id of the membership's name, which tells one membership's buttons from another's. */
  nameId: string;
}

/**
 * Beside Freeze and Cancel: a change of plan asked for, with a button to withdraw it; otherwise,
 * for a membership whose plan may change, a button that lists the plans and says when first.
 */
export function ChangePlan({ membership, args, nameId }: ChangePlanProps) {
  const dispatch = useAppDispatch();
  const [isChoosing, setChoosing] = useState(false);
  const [focusAfter, setFocusAfter] = useState<'changed' | 'withdrawn' | null>(null);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const [withdraw, { isLoading: isWithdrawing }] = useWithdrawMembershipPlanChangeMutation();
  const lineRef = useRef<HTMLParagraphElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);

  // The button pressed has gone with what it did: focus goes to what took its place, so a
  // keyboard user carries on from there rather than from the top of the page.
  useEffect(() => {
    if (focusAfter === 'changed') lineRef.current?.focus();
    if (focusAfter === 'withdrawn') actionsRef.current?.querySelector('button')?.focus();
  }, [focusAfter, membership.planChange]);

  const withdrawChange = async () => {
    setWithdrawError(null);
    const result = await withdraw({ ...args, membershipId: membership.id });
    if ('error' in result) {
      setWithdrawError(errorCopyOf(result.error));
      return;
    }
    dispatch(addToast({ content: planChangeWithdrawnCopy, type: 'success' }));
    setFocusAfter('withdrawn');
  };

  const { planChange } = membership;
  if (planChange && membership.status === 'active') {
    return (
      <div className="lido-membership-plan-change">
        <p ref={lineRef} className="lido-membership-plan-change__line" tabIndex={-1}>
          {planChangeLine(planChange.planName, planChange.changesOn)}
        </p>
        <Button
          variant="secondary"
          aria-describedby={nameId}
          onClick={() => void withdrawChange()}
          disabled={isWithdrawing}
          aria-busy={isWithdrawing || undefined}
        >
          {isWithdrawing ? 'Withdrawing…' : 'Withdraw plan change'}
        </Button>
        {withdrawError ? (
          <p role="alert" className="lido-account__problem">
            {withdrawError}
          </p>
        ) : null}
      </div>
    );
  }
  if (!canChangePlan(membership, londonToday())) return null;
  return (
    <div ref={actionsRef} className="lido-membership-plan-change">
      <Button variant="secondary" aria-describedby={nameId} onClick={() => setChoosing(true)}>
        Change plan
      </Button>
      {isChoosing ? (
        <ChangePlanDialog
          membership={membership}
          args={args}
          onKeep={() => setChoosing(false)}
          onChanged={() => {
            setChoosing(false);
            setFocusAfter('changed');
          }}
        />
      ) : null}
    </div>
  );
}
