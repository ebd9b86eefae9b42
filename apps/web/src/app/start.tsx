// The app itself: main.tsx imports it once the page shell has painted, then starts it in a task
// of its own. First: before any module builds a zod schema.
import './zod-without-eval';
import { createRoot } from 'react-dom/client';
import { startAuthRecheck } from '../features/auth/auth-recheck';
import { signInAtStartUp } from '../features/auth/sign-in-at-start-up';
import { readKioskDevice, rememberKioskDevice } from '../features/kiosk/kiosk-device-storage';
import { readSelectedVenueSlug } from '../features/venues/selected-venue-storage';
import { initialVenuesState } from '../features/venues/venues.slice';
import { nextTask, takeOverPageShell } from './page-shell';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { readStartUpParams, removeTokenFromAddress } from './start-up-params';
import { createStore } from './store';

/**
 * Starts the app in the page. Creating the router and the first render each take a task of their
 * own: on a phone either is long enough to delay a tap (bench/web: total blocking time).
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
    const router = createAppRouter(store);
    await nextTask();
    createRoot(container).render(<AppProviders store={store} router={router} />);
  });
}
