import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../app/store-hooks';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { Link } from '../../../components/link';
import { paths } from '../../../lib/paths';
import { isApiError } from '../../../lib/request-state';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { failureToast } from '../../toasts/failure-toast';
import { useSetStaffPasswordMutation } from '../api/set-staff-password';
import type { NewPasswordValues } from '../registration-schema';
import { newPasswordSchema } from '../registration-schema';
import { PasswordStrengthMeter } from './password-strength-meter';

export const staffPasswordSetCopy = 'Your password has been set.';

/**
 * A new member of staff chooses their password with their invitation's link; then they log in
 * at the desk's log-in page, linked from the confirmation.
 */
export function SetStaffPasswordForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const [setStaffPassword, { isLoading, error }] = useSetStaffPasswordMutation();
  const [isSet, setIsSet] = useState(false);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;
  const password = form.watch('password');
  // A used or expired link is reported against `token`, which has no field of its own.
  const tokenProblem = isApiError(error) ? (error.fieldErrors.token?.[0] ?? null) : null;

  const onSubmit = async (values: NewPasswordValues) => {
    const result = await setStaffPassword({ token, ...values });
    if ('error' in result) {
      if (isApiError(result.error)) {
        applyServerFieldErrors(result.error, ['password'], form.setError);
        dispatch(failureToast(result.error));
      }
      return;
    }
    setIsSet(true);
  };

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
    <form
      className="lido-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      {tokenProblem ? (
        <p className="lido-form__problem" role="alert">
          {tokenProblem} If you have set your password already,{' '}
          <Link to={paths.deskLogin.build()}>log in to the front desk</Link>.
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
          Set password
        </Button>
      </div>
    </form>
  );
}
