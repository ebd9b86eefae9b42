import { useState } from 'react';
import { Link } from '../../../shared/components/link';
import { paths } from '../../../shared/lib/paths';
import { useSetStaffPasswordMutation } from '../api/set-staff-password';
import { NewPasswordForm } from './new-password-form';

export const staffPasswordSetCopy = 'Your password has been set.';

/**
 * A new member of staff chooses their password with their invitation's link; then they log in
 * at the desk's log-in page, linked from the confirmation.
 */
export function SetStaffPasswordForm({ token }: { token: string }) {
  const [setStaffPassword, { isLoading, error }] = useSetStaffPasswordMutation();
  const [isSet, setIsSet] = useState(false);

  if (isSet) {
    return (
      <div role="status">
        <p>{staffPasswordSetCopy}</p>
        <p>
          <Link to={paths.deskLogin.build()}>Log in to the front desk</Link>
        </p>
      </div>
    );
  }

  return (
    <NewPasswordForm
      send={(values) => setStaffPassword({ token, ...values })}
      error={error}
      isSending={isLoading}
      submitLabel="Set password"
      linkProblem={(problem) => (
        <>
          {problem} If you have set your password already,{' '}
          <Link to={paths.deskLogin.build()}>log in to the front desk</Link>.
        </>
      )}
      onSet={() => setIsSet(true)}
    />
  );
}
