// The app itself: main.tsx imports it once the page shell has painted, then starts it in a task
// of its own. First: before any module builds a zod schema.
import './zod-without-eval';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startAuthRecheck } from '../features/auth/auth-recheck';
import { signInAtStartUp } from '../features/auth/sign-in-at-start-up';
import { readKioskDevice, rememberKioskDevice } from '../shared/lib/kiosk-device-storage';
import { readSelectedVenueSlug } from '../features/venues/selected-venue-storage';
import { initialVenuesState } from '../shared/state/venues.slice';
import { nextTask, takeOverPageShell } from './page-shell';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { readStartUpParams, removeTokenFromAddress } from './start-up-params';
import { createStore } from './store';

/**
 * Starts the app in the page. The store, the router (which starts the first page's loaders) and
 * the first render each start in a task of their own: on a phone any of them is long enough to
 * delay a tap (bench/web: total blocking time).
 */
export function startApp(): void {
  // Query parameters are read once, before the router starts, so later navigation cannot lose them.
  const startUp = readStartUpParams(window.location.search, readKioskDevice());
  // A kiosk stays one across reloads and later visits, until staff leave it with the PIN.
  if (startUp.kioskDevice) rememberKioskDevice(startUp.kioskDevice);
  removeTokenFromAddress(window.location, window.history);

  const store = createStore({
    session: startUp.session,
    venues: { ...initialVenuesState, selectedSlug: readSelectedVenueSlug() },
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root');
  takeOverPageShell(container);
  // A sign-in link's session is adopted before the router's guards ask who is signed in.
  void signInAtStartUp(store, startUp.token).finally(async () => {
    startAuthRecheck(store);
    await nextTask();
    const router = createAppRouter(store);
    await nextTask();
    // The first render is a transition: React renders it in slices and yields to the browser
    // between them, so a tap is never kept waiting behind it. Nothing is lost by it: it is drawn
    // behind the page shell, or where the page was blank.
    const root = createRoot(container);
    startTransition(() => root.render(<AppProviders store={store} router={router} />));
  });
}
