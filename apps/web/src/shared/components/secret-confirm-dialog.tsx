import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorCopy, genericErrorCopy, isApiError } from '../lib/request-state';
import { Button } from './button';
import { FormField } from './form-field';
import { ModalDialog } from './modal-dialog';

interface SecretConfirmDialogProps<Data> {
  title: string;
  /** Says what confirming does; the dialog is described by it. */
  description: ReactNode;
  /** The secret: its field, the API's name for it (where a 422 puts its message) and its rule. */
  secret: {
    id: string;
    label: string;
    apiName: string;
    rule: z.ZodString;
    autoComplete: string;
    inputMode?: 'numeric';
  };
  /** Asks the API; rejects with its error (a mutation's `unwrap()`). */
  send: (secret: string) => Promise<Data>;
  onConfirmed: (data: Data) => void;
  onCancel: () => void;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's words while the API is asked ("Checking…"). */
  busyLabel: string;
  /**
   * What confirming does cannot be undone: the dialog is an alertdialog, Cancel has the focus
   * first and there is no × (its buttons are the answers).
   */
  isIrreversible?: boolean;
  className?: string;
}

/**
 * A dialog asking for one secret (a password, the kiosk PIN) before an action the API checks it
 * for. The API's message about the secret goes under its field; any other refusal above it; the
 * dialog stays open for another try until the API agrees.
 */
export function SecretConfirmDialog<Data>({
  title,
  description,
  secret,
  send,
  onConfirmed,
  onCancel,
  cancelLabel,
  confirmLabel,
  busyLabel,
  isIrreversible = false,
  className,
}: SecretConfirmDialogProps<Data>) {
  const descriptionId = useId();
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Built once, not on every render (every keystroke renders the form).
  const schema = useMemo(() => z.object({ secret: secret.rule }), [secret.rule]);
  const form = useForm<{ secret: string }>({
    resolver: zodResolver(schema),
    defaultValues: { secret: '' },
  });
  const cancel = () => {
    if (!isBusy) onCancel();
  };

  const onSubmit = async ({ secret: value }: { secret: string }) => {
    setProblem(null);
    setIsBusy(true);
    let data: Data;
    try {
      data = await send(value);
    } catch (error) {
      const [fieldMessage] = isApiError(error) ? (error.fieldErrors[secret.apiName] ?? []) : [];
      if (fieldMessage) {
        form.setError('secret', { type: 'server', message: fieldMessage }, { shouldFocus: true });
      } else {
        setProblem(isApiError(error) ? errorCopy(error) : genericErrorCopy);
      }
      return;
    } finally {
      setIsBusy(false);
    }
    onConfirmed(data);
  };

  return (
    <ModalDialog
      role={isIrreversible ? 'alertdialog' : 'dialog'}
      className={className}
      title={title}
      describedBy={descriptionId}
      hasCloseButton={!isIrreversible}
      onClose={cancel}
      onBackdropClick={cancel}
    >
      <form
        className="lido-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      >
        <p id={descriptionId}>{description}</p>
        {problem ? (
          <p role="alert" className="lido-form__problem">
            {problem}
          </p>
        ) : null}
        <FormField
          id={secret.id}
          label={secret.label}
          type="password"
          autoComplete={secret.autoComplete}
          inputMode={secret.inputMode}
          data-autofocus={isIrreversible ? undefined : true}
          error={form.formState.errors.secret?.message}
          {...form.register('secret')}
        />
        <div className="lido-form__actions">
          <Button
            variant="secondary"
            data-autofocus={isIrreversible ? true : undefined}
            onClick={cancel}
            disabled={isBusy}
          >
            {cancelLabel}
          </Button>
          <Button type="submit" disabled={isBusy} aria-busy={isBusy || undefined}>
            {isBusy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
