import { KioskPin } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError, invalid } from '../../../platform/errors/domain-error';
import { hashPassword, verifyPassword } from '../../people/accounts';
import { findOperator } from '../../venue-setup/venues';
import { findKioskPinHash, saveKioskPinHash } from './kiosk.repository';

export const WRONG_KIOSK_PIN_MESSAGE = 'That staff PIN is not right.';
export const NO_KIOSK_PIN_MESSAGE =
  'Kiosk mode cannot be left on this device until the operator sets a staff PIN for kiosks.';

/**
 * Whether `pin` is the operator's kiosk PIN. A wrong one is a field error, as a wrong password
 * is, so the dialog keeps it under the field; with no PIN set nobody can leave (the device stays
 * a kiosk rather than opening to anyone who asks).
 */
export async function checkKioskLeavePin(db: Database, pin: string): Promise<void> {
  const operator = await findOperator(db);
  const pinHash = operator ? await findKioskPinHash(db, operator.id) : null;
  if (pinHash === null) throw new DomainError('FORBIDDEN', NO_KIOSK_PIN_MESSAGE);
  if (!(await verifyPassword(pinHash, pin))) throw invalid('pin', WRONG_KIOSK_PIN_MESSAGE);
}

/** Sets (or replaces) the operator's kiosk PIN; only its hash is stored. */
export async function setKioskPin(
  db: Database,
  operatorId: number,
  pin: string,
  now: Date,
): Promise<void> {
  const checked = KioskPin.parse(pin);
  await saveKioskPinHash(db, operatorId, await hashPassword(checked), now);
}
