import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../shared/components/button';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import type { MyMemberships } from '../../../shared/api/get-my-memberships';
import { endsOnLine } from '../membership-cancellation';
import { CancelMembershipDialog } from './cancel-membership-dialog';
import '../membership-cancellation.css';

interface CancelMembershipProps {
  membership: MyMemberships[number];
  args: AccountQueryArgs;
  /** The id of the membership's name, which tells one Cancel button from another. */
  nameId: string;
}

/**
 * The foot of an active membership in My account: when it ends, once it has an end date;
 * otherwise a button to cancel it, which shows that date and asks first.
 */
export function CancelMembership({ membership, args, nameId }: CancelMembershipProps) {
  const [isConfirming, setConfirming] = useState(false);
  const [isJustCancelled, setJustCancelled] = useState(false);
  const endRef = useRef<HTMLParagraphElement>(null);

  // The button that opened the dialog has gone with the cancellation: focus goes to what took
  // its place, so a keyboard user carries on from there rather than from the top of the page.
  useEffect(() => {
    if (isJustCancelled) endRef.current?.focus();
  }, [isJustCancelled, membership.endsOn]);

  // A frozen membership can be cancelled too: its notice runs from the day the freeze ends.
  if (membership.status !== 'active' && membership.status !== 'frozen') return null;
  if (membership.endsOn) {
    return (
      <p ref={endRef} className="lido-membership-cancellation" tabIndex={-1}>
        {endsOnLine(membership.endsOn)}
      </p>
    );
  }
  return (
    <div className="lido-membership-cancellation">
      <Button variant="secondary" aria-describedby={nameId} onClick={() => setConfirming(true)}>
        Cancel membership
      </Button>
      {isConfirming ? (
        <CancelMembershipDialog
          membership={membership}
          args={args}
          onKeep={() => setConfirming(false)}
          onCancelled={() => {
            setConfirming(false);
            setJustCancelled(true);
          }}
        />
      ) : null}
    </div>
  );
}
