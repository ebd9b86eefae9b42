import type { ReactNode } from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

interface MembershipActionDialogProps {
  /** The heading, and so the dialog's accessible name. */
  title: string;
  /**
   * `alertdialog` for what cannot be undone (cancelling): it opens on the Keep button, the safe
   * answer. A `dialog` opens on its first control, the choice.
   */
  role?: 'dialog' | 'alertdialog';
  /** The action's own class, beside `lido-cancel-dialog` (`lido-freeze-dialog`). */
  className?: string;
  /** The ids, among the children, of what the member is asked to confirm. */
  describedBy: string;
  /** The membership, the choice if there is one, and what confirming would do. */
  children: ReactNode;
  /** Why the preview or the action failed: the dialog stays open with the reason. */
  problem: string | null;
  keepLabel: string;
  confirmLabel: string;
  /** The confirm button's words while the action is under way (`Freezing…`). */
  busyLabel: string;
  /** What confirming would do has been shown: the preview has come, a choice is made. */
  canConfirm: boolean;
  isBusy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

/**
 * The frame of a change to a membership in My account (cancel, freeze, change plan): what it
 * would do, why it cannot, and Keep or confirm. Escape and a click outside keep the membership
 * as it is, as the Keep button does; not while the action is under way.
 */
export function MembershipActionDialog({
  title,
  role = 'dialog',
  className,
  describedBy,
  children,
  problem,
  keepLabel,
  confirmLabel,
  busyLabel,
  canConfirm,
  isBusy,
  onKeep,
  onConfirm,
}: MembershipActionDialogProps) {
  return (
    <ModalDialog
      role={role}
      className={className ? `lido-cancel-dialog ${className}` : 'lido-cancel-dialog'}
      title={title}
      describedBy={describedBy}
      hasCloseButton={false}
      onClose={() => {
        if (!isBusy) onKeep();
      }}
      onBackdropClick={isBusy ? undefined : onKeep}
    >
      {children}
      {problem ? (
        <p role="alert" className="lido-account__problem">
          {problem}
        </p>
      ) : null}
      <div className="lido-cancel-dialog__actions">
        <Button
          variant="secondary"
          data-autofocus={role === 'alertdialog' || undefined}
          onClick={onKeep}
          disabled={isBusy}
        >
          {keepLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={isBusy || !canConfirm}
          aria-busy={isBusy || undefined}
        >
          {isBusy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
