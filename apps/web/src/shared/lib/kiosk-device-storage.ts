// A kiosk is a state of the device (SPEC.md section 6), not of one visit: it is kept in
// localStorage so a reload, a crash or the idle return to the kiosk home (which may not carry the
// query) still opens a kiosk. It is read once, at start-up (app/start.tsx), for features/site-mode
// to decide with; only the staff PIN (features/kiosk/components/leave-kiosk-dialog.tsx) clears it.

const storageKey = 'lido.kioskDevice';

/** What a kiosk device remembers: the venue it stands in (`centre`), when it was given one. */
export interface KioskDevice {
  centre: string | null;
}

function isKioskDevice(value: unknown): value is KioskDevice {
  if (typeof value !== 'object' || value === null || !('centre' in value)) return false;
  const { centre } = value;
  return centre === null || (typeof centre === 'string' && centre !== '');
}

export function readKioskDevice(): KioskDevice | null {
  try {
    const text = window.localStorage.getItem(storageKey);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return isKioskDevice(value) ? { centre: value.centre } : null;
  } catch {
    // Storage blocked (a private window) or a damaged entry: this visit alone decides.
    return null;
  }
}

export function rememberKioskDevice(device: KioskDevice): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify({ centre: device.centre }));
  } catch {
    // Without storage the device is a kiosk for as long as this page is open.
  }
}

export function forgetKioskDevice(): void {
  try {
    window.localStorage.removeItem(storageKey);
  } catch {
    // Nothing was kept, so there is nothing to forget.
  }
}
