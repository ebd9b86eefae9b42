import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { isApiError } from '../../../shared/lib/request-state';
import { applyServerFieldErrors } from '../../../shared/lib/server-field-errors';
import { failureToast } from '../../../shared/state/failure-toast';
import type { NewPasswordValues } from '../registration-schema';
import { newPasswordSchema } from '../registration-schema';
import { PasswordStrengthMeter } from './password-strength-meter';

/**
 * A new password and its confirmation, chosen with an emailed link's token: a customer's reset
 * and a new member of staff's first password. The server's refusal of the password goes beside
 * its field; a used or expired link is told in `linkProblem`'s words.
 */
export function NewPasswordForm({
  send,
  error,
  isSending,
  submitLabel,
  linkProblem,
  onSet,
}: {
  /** Sends the new password with the link's token; the mutation's answer. */
  send: (values: NewPasswordValues) => Promise<{ data: unknown } | { error: unknown }>;
  /** The mutation's last error. */
  error: unknown;
  isSending: boolean;
  submitLabel: string;
  /** The alert's content for the server's sentence about the link, and where to go from there. */
  linkProblem: (problem: string) => ReactNode;
  onSet: () => void;
}) {
  const dispatch = useAppDispatch();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;
  const password = form.watch('password');
  // A used or expired link is reported against `token`, which has no field of its own.
  const tokenProblem = isApiError(error) ? (error.fieldErrors.token?.[0] ?? null) : null;

  const onSubmit = async (values: NewPasswordValues) => {
    const result = await send(values);
    if ('error' in result) {
      if (isApiError(result.error)) {
        applyServerFieldErrors(result.error, ['password'], form.setError);
        dispatch(failureToast(result.error));
      }
      return;
    }
    onSet();
  };

  return (
    <form
      className="lido-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      {tokenProblem ? (
        <p className="lido-form__problem" role="alert">
          {linkProblem(tokenProblem)}
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
        <Button type="submit" size="lg" disabled={isSending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
