import type { Database } from '../platform/db/client';
import { setKioskPin } from '../contexts/front-of-house/kiosk';

/** The demo operator's staff PIN for leaving kiosk mode (README "Demo data"). */
export const DEMO_KIOSK_PIN = '2468';

/** Sets the demo operator's kiosk PIN, again on every seed, so the demo's PIN is always known. */
export async function seedDemoKioskPin(db: Database, operatorId: number, now: Date): Promise<void> {
  await setKioskPin(db, operatorId, DEMO_KIOSK_PIN, now);
}
