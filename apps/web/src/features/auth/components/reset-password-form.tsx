import { useNavigate } from 'react-router';
import { Link } from '../../../shared/components/link';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { paths } from '../../../shared/lib/paths';
import { addToast } from '../../../shared/state/toasts.slice';
import { useResetPasswordMutation } from '../api/reset-password';
import { NewPasswordForm } from './new-password-form';

export const passwordResetCopy = 'Your password has been reset. Log in with your new password.';

/** New password and confirmation; on success the visitor signs in on the log-in page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [resetPassword, { isLoading, error }] = useResetPasswordMutation();

  return (
    <NewPasswordForm
      send={(values) => resetPassword({ token, ...values })}
      error={error}
      isSending={isLoading}
      submitLabel="Reset password"
      linkProblem={(problem) => (
        <>
          {problem} <Link to={paths.forgottenPassword.build()}>Ask for a new link</Link>
        </>
      )}
      onSet={() => {
        dispatch(addToast({ content: passwordResetCopy, type: 'success' }));
        void navigate(paths.login.build(paths.myAccount.build()), { replace: true });
      }}
    />
  );
}
