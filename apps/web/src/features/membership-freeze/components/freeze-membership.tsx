import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { londonToday } from '../../../shared/lib/london-today';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import type { MyMemberships } from '../../../shared/api/get-my-memberships';
import { bookedFreeze, canBeFrozen, frozenLine } from '../../../shared/lib/membership-freeze';
import { FreezeMembershipDialog } from './freeze-membership-dialog';
import '../membership-freeze.css';

interface FreezeMembershipProps {
  membership: MyMemberships[number];
  args: AccountQueryArgs;
  /** The id of the membership's name, which tells one Freeze button from another. */
  nameId: string;
}

/**
 * Beside Cancel membership: the dates of a freeze booked or under way; otherwise, for a
 * membership that may be frozen, a button that asks how long and shows the dates first.
 */
export function FreezeMembership({ membership, args, nameId }: FreezeMembershipProps) {
  const [isChoosing, setChoosing] = useState(false);
  const [isJustFrozen, setJustFrozen] = useState(false);
  const datesRef = useRef<HTMLParagraphElement>(null);

  // The button that opened the dialog has gone with the freeze: focus goes to what took its
  // place, so a keyboard user carries on from there rather than from the top of the page.
  useEffect(() => {
    if (isJustFrozen) datesRef.current?.focus();
  }, [isJustFrozen, membership.frozenFrom]);

  const today = londonToday();
  const freeze = bookedFreeze(membership, today);
  if (freeze && (membership.status === 'active' || membership.status === 'frozen')) {
    return (
      <p ref={datesRef} className="lido-membership-freeze__dates" tabIndex={-1}>
        {frozenLine(freeze.from, freeze.until)}
      </p>
    );
  }
  if (!canBeFrozen(membership, today)) return null;
  return (
    <div className="lido-membership-freeze">
      <Button variant="secondary" aria-describedby={nameId} onClick={() => setChoosing(true)}>
        Freeze membership
      </Button>
      {isChoosing ? (
        <FreezeMembershipDialog
          membership={membership}
          args={args}
          onKeep={() => setChoosing(false)}
          onFrozen={() => {
            setChoosing(false);
            setJustFrozen(true);
          }}
        />
      ) : null}
    </div>
  );
}
