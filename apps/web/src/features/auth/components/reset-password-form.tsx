import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link';
import { useAppDispatch } from '../../../app/store-hooks';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { paths } from '../../../lib/paths';
import { isApiError } from '../../../lib/request-state';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { failureToast } from '../../toasts/failure-toast';
import { addToast } from '../../toasts/toasts.slice';
import { useResetPasswordMutation } from '../api/reset-password';
import { PasswordStrengthMeter } from './password-strength-meter';
import type { NewPasswordValues } from '../registration-schema';
import { newPasswordSchema } from '../registration-schema';

export const passwordResetCopy = 'Your password has been reset. Log in with your new password.';

/** New password and confirmation; on success the visitor signs in on the log-in page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [resetPassword, { isLoading, error }] = useResetPasswordMutation();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;
  const password = form.watch('password');
  // A used or expired link is reported against `token`, which has no field of its own.
  const tokenProblem = isApiError(error) ? (error.fieldErrors.token?.[0] ?? null) : null;

  const onSubmit = async (values: NewPasswordValues) => {
    const result = await resetPassword({ token, ...values });
    if ('error' in result) {
      if (isApiError(result.error)) {
        applyServerFieldErrors(result.error, ['password'], form.setError);
        dispatch(failureToast(result.error));
      }
      return;
    }
    dispatch(addToast({ content: passwordResetCopy, type: 'success' }));
    void navigate(paths.login.build(paths.myAccount.build()), { replace: true });
  };

  return (
    <form
      className="lido-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      {tokenProblem ? (
        <p className="lido-form__problem" role="alert">
          {tokenProblem} <Link to={paths.forgottenPassword.build()}>Ask for a new link</Link>
        </p>
      ) : null}
      <FormField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters and hard to guess: a few unrelated words work well."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordStrengthMeter fieldId="new-password" password={password} />
      <FormField
        id="password-confirmation"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirmation?.message}
        {...form.register('passwordConfirmation')}
      />
      <div className="lido-form__actions">
        <Button type="submit" size="lg" disabled={isLoading}>
          Reset password
        </Button>
      </div>
    </form>
  );
}
