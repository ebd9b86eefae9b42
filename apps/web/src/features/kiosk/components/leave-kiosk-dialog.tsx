import { KioskPin } from '@lido/contract';
import { SecretConfirmDialog } from '../../../shared/components/secret-confirm-dialog';
import { useLeaveKioskMutation } from '../api/leave-kiosk';
import { forgetKioskDevice } from '../../../shared/lib/kiosk-device-storage';
import { leaveKioskLabel, startAgainAtHome } from '../leave-kiosk';

/**
 * Staff take a device out of kiosk mode with the operator's PIN, which the API checks. A wrong
 * PIN stays in the dialog under the field; the right one forgets the kiosk and starts again.
 */
export function LeaveKioskDialog({ onCancel }: { onCancel: () => void }) {
  const [leave] = useLeaveKioskMutation();
  return (
    <SecretConfirmDialog
      title={leaveKioskLabel}
      description="For staff: enter the kiosk PIN to use this device as an ordinary browser again."
      secret={{
        id: 'kiosk-pin',
        label: 'Staff PIN',
        apiName: 'pin',
        rule: KioskPin,
        autoComplete: 'off',
        inputMode: 'numeric',
      }}
      send={(pin) => leave({ pin }).unwrap()}
      onConfirmed={() => {
        forgetKioskDevice();
        startAgainAtHome();
      }}
      onCancel={onCancel}
      cancelLabel="Cancel"
      confirmLabel={leaveKioskLabel}
      busyLabel="Checking…"
    />
  );
}
