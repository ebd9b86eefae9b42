import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { SecretConfirmDialog } from '../../../shared/components/secret-confirm-dialog';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { addToast } from '../../../shared/state/toasts.slice';
import { useCloseMyAccountMutation } from '../api/close-my-account';
import { accountPassword } from '../account-closure-schema';

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
  const [close] = useCloseMyAccountMutation();
  return (
    <SecretConfirmDialog
      isIrreversible
      className="lido-close-account-dialog"
      title="Close your account?"
      description="Your personal details are erased straight away, and this cannot be undone. Enter your password to confirm."
      secret={{
        id: 'close-account-password',
        label: 'Your password',
        apiName: 'password',
        rule: accountPassword,
        autoComplete: 'current-password',
      }}
      send={(password) => close({ ...args, body: { password } }).unwrap()}
      // The request has signed this tab out (close-my-account.ts), and My account leaves for the
      // home page as it does on any sign-out (app/routes/my-account.tsx).
      onConfirmed={({ message }) => dispatch(addToast({ content: message, type: 'success' }))}
      onCancel={onKeep}
      cancelLabel="Keep my account"
      confirmLabel="Close my account"
      busyLabel="Closing…"
    />
  );
}
