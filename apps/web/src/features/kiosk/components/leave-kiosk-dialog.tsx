import { zodResolver } from '@hookform/resolvers/zod';
import { KioskPin } from '@lido/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { errorCopy, genericErrorCopy, isApiError } from '../../../lib/request-state';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useLeaveKioskMutation } from '../api/leave-kiosk';
import { forgetKioskDevice } from '../kiosk-device-storage';
import { leaveKioskLabel, startAgainAtHome } from '../leave-kiosk';

const leaveKioskSchema = z.object({ pin: KioskPin });
type LeaveKioskValues = z.infer<typeof leaveKioskSchema>;
const leaveKioskFields = ['pin'] as const;

/**
 * Staff take a device out of kiosk mode with the operator's PIN, which the API checks. A wrong
 * PIN stays in the dialog under the field; the right one forgets the kiosk and starts again.
 */
export function LeaveKioskDialog({ onCancel }: { onCancel: () => void }) {
  const descriptionId = useId();
  const [leave, { isLoading: isChecking }] = useLeaveKioskMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<LeaveKioskValues>({
    resolver: zodResolver(leaveKioskSchema),
    defaultValues: { pin: '' },
  });
  const cancel = () => {
    if (!isChecking) onCancel();
  };

  const onSubmit = async ({ pin }: LeaveKioskValues) => {
    setProblem(null);
    const result = await leave({ pin });
    if ('error' in result) {
      const { error } = result;
      if (isApiError(error) && applyServerFieldErrors(error, leaveKioskFields, form.setError)) {
        return;
      }
      setProblem(isApiError(error) ? errorCopy(error) : genericErrorCopy);
      return;
    }
    forgetKioskDevice();
    startAgainAtHome();
  };

  return (
    <ModalDialog
      title={leaveKioskLabel}
      describedBy={descriptionId}
      onClose={cancel}
      onBackdropClick={cancel}
    >
      <form
        className="lido-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      >
        <p id={descriptionId}>
          For staff: enter the kiosk PIN to use this device as an ordinary browser again.
        </p>
        {problem ? (
          <p role="alert" className="lido-form__problem">
            {problem}
          </p>
        ) : null}
        <FormField
          id="kiosk-pin"
          label="Staff PIN"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          data-autofocus
          error={form.formState.errors.pin?.message}
          {...form.register('pin')}
        />
        <div className="lido-form__actions">
          <Button variant="secondary" onClick={cancel} disabled={isChecking}>
            Cancel
          </Button>
          <Button type="submit" disabled={isChecking} aria-busy={isChecking || undefined}>
            {isChecking ? 'Checking…' : leaveKioskLabel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
