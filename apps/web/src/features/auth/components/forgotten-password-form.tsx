import { zodResolver } from '@hookform/resolvers/zod';
import { requiredText } from '@lido/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../shared/components/link';
import { z } from 'zod';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { paths } from '../../../shared/lib/paths';
import { isApiError } from '../../../shared/lib/request-state';
import { applyServerFieldErrors } from '../../../shared/lib/server-field-errors';
import { failureToast } from '../../../shared/state/failure-toast';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';
import { useRequestStaffPasswordLinkMutation } from '../api/request-staff-password-link';

const schema = z.object({ emailOrReference: requiredText('email or reference') });
type Values = z.infer<typeof schema>;

/**
 * The same confirmation whatever the answer: telling the visitor whether an account exists
 * would tell anyone who types an address.
 */
export const resetRequestedCopy =
  "If we have an account for that email address or customer ID, we've emailed it a link to reset the password. The link works once and expires soon.";
export const staffLinkRequestedCopy =
  "If that is the email address of a front desk account, we've emailed it a link to choose a new password. The link works once and expires soon.";

/**
 * Asks for a link to choose a new password: a customer by email address or customer ID, a
 * member of staff (`isStaff`, from the desk's log-in) by their work email address.
 */
export function ForgottenPasswordForm({ isStaff = false }: { isStaff?: boolean }) {
  const dispatch = useAppDispatch();
  const [requestCustomerReset, customerRequest] = useRequestPasswordResetMutation();
  const [requestStaffLink, staffRequest] = useRequestStaffPasswordLinkMutation();
  const isLoading = isStaff ? staffRequest.isLoading : customerRequest.isLoading;
  const requestReset = (values: Values) =>
    isStaff ? requestStaffLink({ email: values.emailOrReference }) : requestCustomerReset(values);
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
        const [staffEmailProblem] = isStaff ? (result.error.fieldErrors.email ?? []) : [];
        if (staffEmailProblem) {
          form.setError('emailOrReference', { type: 'server', message: staffEmailProblem });
        } else {
          applyServerFieldErrors(result.error, ['emailOrReference'], form.setError);
        }
        dispatch(failureToast(result.error));
        return;
      }
    }
    setSent(true);
  };

  if (isSent) {
    return (
      <div role="status">
        <p>{isStaff ? staffLinkRequestedCopy : resetRequestedCopy}</p>
        <p>
          <Link to={isStaff ? paths.deskLogin.build() : paths.login.build()}>Back to log in</Link>
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
      <p>
        {isStaff
          ? 'Enter the email address you log in to the front desk with and we will email you a link.'
          : 'Enter the email address or customer ID of your account and we will email you a link.'}
      </p>
      <FormField
        id={isStaff ? 'email' : 'email-or-reference'}
        label={isStaff ? 'Email address' : 'Email address or customer ID'}
        type={isStaff ? 'email' : undefined}
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
