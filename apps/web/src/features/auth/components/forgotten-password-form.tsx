import { zodResolver } from '@hookform/resolvers/zod';
import { requiredText } from '@lido/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../components/link';
import { z } from 'zod';
import { useAppDispatch } from '../../../app/store-hooks';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { paths } from '../../../lib/paths';
import { isApiError } from '../../../lib/request-state';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { failureToast } from '../../toasts/failure-toast';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';

const schema = z.object({ emailOrReference: requiredText('email or reference') });
type Values = z.infer<typeof schema>;

/**
 * The same confirmation whatever the answer: telling the visitor whether an account exists
 * would tell anyone who types an address.
 */
export const resetRequestedCopy =
  "If we have an account for that email address or customer ID, we've emailed it a link to reset the password. The link works once and expires soon.";

export function ForgottenPasswordForm() {
  const dispatch = useAppDispatch();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [isSent, setSent] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { emailOrReference: '' },
  });

  const onSubmit = async (values: Values) => {
    const result = await requestReset(values);
    if ('error' in result && isApiError(result.error)) {
      // Only a problem with what was typed is shown; any other answer gets the confirmation.
      if (result.error.statusCode === 422) {
        applyServerFieldErrors(result.error, ['emailOrReference'], form.setError);
        dispatch(failureToast(result.error));
        return;
      }
    }
    setSent(true);
  };

  if (isSent) {
    return (
      <div role="status">
        <p>{resetRequestedCopy}</p>
        <p>
          <Link to={paths.login.build()}>Back to log in</Link>
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
      <p>Enter the email address or customer ID of your account and we will email you a link.</p>
      <FormField
        id="email-or-reference"
        label="Email address or customer ID"
        autoComplete="username"
        error={form.formState.errors.emailOrReference?.message}
        {...form.register('emailOrReference')}
      />
      <div className="lido-form__actions">
        <Button type="submit" size="lg" disabled={isLoading}>
          Send reset link
        </Button>
      </div>
    </form>
  );
}
