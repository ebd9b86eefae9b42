import type { Middleware } from '@reduxjs/toolkit';
import { announceAuthChange, logoutDetected } from '../shared/state/auth-events';
import { sessionEndedByApi } from '../shared/lib/lido-api';
import { reloadPage } from '../shared/lib/reload-page';

/**
 * When the API refuses this tab's session (shared/lib/lido-api.ts), the other tabs are told, this
 * one is signed out and the page starts again signed out (SPEC.md section 4).
 */
export const sessionEndedMiddleware: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (sessionEndedByApi.match(action)) {
    announceAuthChange();
    store.dispatch(logoutDetected());
    reloadPage();
  }
  return result;
};
