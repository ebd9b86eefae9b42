import { z } from 'zod';
import { defineRoute } from '../define-route';

export const KIOSK_PIN_FORMAT_MESSAGE = 'The staff PIN must be 4 to 8 digits.';

/** The operator's kiosk PIN as staff type it: digits only, so a kiosk's number pad is enough. */
export const KioskPin = z.string().regex(/^\d{4,8}$/, KIOSK_PIN_FORMAT_MESSAGE);

/**
 * Lido's own (not the live API's). A kiosk is a state of the device (the site keeps it in the
 * browser), so leaving it changes nothing on the server: the server only says whether the staff
 * PIN is right, which keeps the PIN out of the site's code. 204 when right; 422 naming `pin` when
 * wrong or malformed; 403 while the operator has set no PIN.
 */
export const leaveKiosk = defineRoute({
  method: 'POST',
  path: '/api/kiosk/leave',
  summary: 'Checks the staff PIN that takes a device out of kiosk mode',
  tags: ['kiosk'],
  auth: 'public',
  body: z.object({ pin: KioskPin }),
  response: z.null(),
  status: 204,
  errors: ['FORBIDDEN', 'RATE_LIMITED'],
});
