import { useState } from 'react';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { useAccountQueryArgs } from '../../../shared/api/account-query-args';
import { selectSessionUser } from '../../../shared/state/auth.slice';
import { CloseAccountDialog } from './close-account-dialog';
import '../account-closure.css';

export const closeAccountExplanation =
  'Closing your account erases your personal details, your family members without a login of ' +
  'their own, their medical notes, waivers, answers and saved cards. Records of what you paid ' +
  'are kept, without your name, as the law requires. This cannot be undone.';

/**
 * The end of My details: a customer closes their own account. Not while viewing as a family
 * member, and not for staff acting for a customer: both close someone else's account.
 */
export function CloseAccountSection() {
  const user = useAppSelector(selectSessionUser);
  const args = useAccountQueryArgs();
  const [isConfirming, setConfirming] = useState(false);
  if (!user || user.isStaff || !args || args.selectedUserId !== undefined) return null;

  return (
    <section aria-labelledby="close-account-title" className="lido-close-account">
      <h3 id="close-account-title">Close your account</h3>
      <p>{closeAccountExplanation}</p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Close my account
      </Button>
      {isConfirming ? <CloseAccountDialog args={args} onKeep={() => setConfirming(false)} /> : null}
    </section>
  );
}
