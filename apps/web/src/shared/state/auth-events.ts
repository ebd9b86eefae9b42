import { createAction } from '@reduxjs/toolkit';

// The login and logout events of SPEC.md section 4. They live apart from the auth slice so the
// app shell's answer to an ended session (app/session-ended.ts) can dispatch them without
// importing the endpoints.

/** A sign-in appeared or changed outside this page (another tab, another site): adopt it. */
export const loginDetected = createAction('auth/loginDetected');

/** The session ended: signed out here or elsewhere, or the API no longer accepts it. */
export const logoutDetected = createAction('auth/logoutDetected');

/** The localStorage key other tabs watch (via the `storage` event) to recheck auth at once. */
export const authChangeStorageKey = 'lido-auth-changed';

/** Tells the site's other open tabs that the sign-in changed, so they recheck at once. */
export function announceAuthChange(): void {
  try {
    localStorage.setItem(authChangeStorageKey, String(Date.now()));
  } catch {
    // Storage can be unavailable (private mode); the 5-second recheck still catches the change.
  }
}
