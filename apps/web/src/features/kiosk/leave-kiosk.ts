import { paths } from '../../shared/lib/paths';

export const leaveKioskLabel = 'Leave kiosk mode';

/**
 * After the staff PIN: a fresh start at the home page, so the device's modes are decided again
 * (app/start.tsx) with no kiosk kept, and the kiosk's listeners, styles and idle reset go with the
 * page. Kept apart so tests can observe it (jsdom cannot navigate).
 */
export function startAgainAtHome(): void {
  window.location.assign(paths.home.build());
}
