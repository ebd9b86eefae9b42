// SPEC.md section 4: "after 90 seconds of inactivity in kiosk mode the user is logged out and the
// browser goes to the kiosk home". The last ten of them are a visible "Still there?" countdown,
// so someone reading a timetable is asked before their basket goes.

export const KIOSK_IDLE_MS = 90_000;
export const STILL_THERE_COUNTDOWN_S = 10;

/** What counts as someone at the kiosk: touching, clicking, typing or scrolling. */
export const kioskInputEvents = [
  'pointerdown',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

export const stillThereTitle = 'Still there?';

export function signingOutLine(seconds: number): string {
  return `For the next person's privacy, you will be signed out and your basket emptied in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/** Leaves for the kiosk's home page; kept apart so tests can observe it (jsdom cannot navigate). */
export function goToKioskHome(url: string): void {
  window.location.assign(url);
}
