import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../app/store-hooks';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { errorCopy, genericErrorCopy, isApiError } from '../../../lib/request-state';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import type { AccountQueryArgs } from '../../account/account-query-args';
import { addToast } from '../../toasts/toasts.slice';
import { useCloseMyAccountMutation } from '../api/close-my-account';
import type { CloseAccountValues } from '../account-closure-schema';
import { closeAccountFields, closeAccountSchema } from '../account-closure-schema';

interface CloseAccountDialogProps {
  args: AccountQueryArgs;
  onKeep: () => void;
}

/**
 * Closing erases the account for good, so it is confirmed with the password. A refusal (bookings
 * still to come, credit held) keeps the dialog open with the reason; success signs out, and the
 * toast says what happened.
 */
export function CloseAccountDialog({ args, onKeep }: CloseAccountDialogProps) {
  const dispatch = useAppDispatch();
  const descriptionId = useId();
  const [close, { isLoading: isClosing }] = useCloseMyAccountMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CloseAccountValues>({
    resolver: zodResolver(closeAccountSchema),
    defaultValues: { password: '' },
  });
  const keep = () => {
    if (!isClosing) onKeep();
  };

  const onSubmit = async ({ password }: CloseAccountValues) => {
    setProblem(null);
    const result = await close({ ...args, body: { password } });
    if ('error' in result) {
      const { error } = result;
      // A wrong password goes under the field; a refusal (409) or a failure above it.
      if (isApiError(error) && applyServerFieldErrors(error, closeAccountFields, form.setError)) {
        return;
      }
      setProblem(isApiError(error) ? errorCopy(error) : genericErrorCopy);
      return;
    }
    // The request has signed this tab out (close-my-account.ts), and My account leaves for the
    // home page as it does on any sign-out (app/routes/my-account.tsx).
    dispatch(addToast({ content: result.data.message, type: 'success' }));
  };

  return (
    <ModalDialog
      role="alertdialog"
      className="lido-close-account-dialog"
      title="Close your account?"
      describedBy={descriptionId}
      hasCloseButton={false}
      onClose={keep}
      onBackdropClick={isClosing ? undefined : onKeep}
    >
      <form
        className="lido-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      >
        <p id={descriptionId}>
          Your personal details are erased straight away, and this cannot be undone. Enter your
          password to confirm.
        </p>
        {problem ? (
          <p role="alert" className="lido-form__problem">
            {problem}
          </p>
        ) : null}
        <FormField
          id="close-account-password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <div className="lido-form__actions">
          <Button variant="secondary" data-autofocus onClick={keep} disabled={isClosing}>
            Keep my account
          </Button>
          <Button type="submit" disabled={isClosing} aria-busy={isClosing || undefined}>
            {isClosing ? 'Closing…' : 'Close my account'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
