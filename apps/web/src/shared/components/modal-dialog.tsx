import type { ReactNode, Ref } from 'react';
import { useId, useRef } from 'react';
import { useFocusTrap } from '../hooks/use-focus-trap';
import './modal-dialog.css';

interface ModalDialogProps {
  /** The heading, and so the dialog's accessible name. */
  title: string;
  /** Escape and the × button call this. */
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for a confirmation of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  /** Added to the dialog element's classes (`lido-cancel-dialog`). */
  className?: string;
  /** The id of the element, among the children, that says what the dialog is about. */
  describedBy?: string;
  /** Omitted, a click outside the dialog does nothing. */
  onBackdropClick?: () => void;
  /**
   * Shows × in a heading row beside the title. A confirmation leaves it out: its own buttons are
   * the answers, and its title stands alone.
   */
  hasCloseButton?: boolean;
  /** The × button's name, saying what it does when that is more than closing ("Cancel payment"). */
  closeLabel?: string;
  closeButtonRef?: Ref<HTMLButtonElement>;
  /** Rendered after the dialog element, outside the focus trap (the challenge's focus wrap). */
  afterDialog?: ReactNode;
}

/**
 * The frame every modal dialog shares: a backdrop, the dialog with its heading, and focus kept
 * inside while it is open (the control marked `data-autofocus` first, given back on close).
 */
export function ModalDialog({
  title,
  onClose,
  children,
  role = 'dialog',
  className,
  describedBy,
  onBackdropClick,
  hasCloseButton = true,
  closeLabel = 'Close',
  closeButtonRef,
  afterDialog,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, true, onClose);

  const heading = <h2 id={titleId}>{title}</h2>;
  return (
    <div className="lido-modal">
      <div className="lido-modal__backdrop" aria-hidden="true" onClick={onBackdropClick} />
      <div
        ref={dialogRef}
        className={className ? `lido-modal__dialog ${className}` : 'lido-modal__dialog'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {hasCloseButton ? (
          <div className="lido-modal__heading">
            {heading}
            <button
              ref={closeButtonRef}
              type="button"
              className="lido-modal__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              ×
            </button>
          </div>
        ) : (
          heading
        )}
        {children}
      </div>
      {afterDialog}
    </div>
  );
}
