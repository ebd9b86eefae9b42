import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { readStartUpParams, removeTokenFromAddress } from './app/start-up-params';
import { createStore } from './app/store';
import { getSessionUserApi } from './features/auth/api/get-session-user';
import { startAuthRecheck } from './features/auth/auth-recheck';
import { readAuthToken, storeAuthToken } from './features/auth/auth-token';
import { readSelectedVenueSlug } from './features/venues/selected-venue-storage';
import { initialVenuesState } from './features/venues/venues.slice';

// Query parameters are read once, before the router starts, so later navigation cannot lose them.
const startUp = readStartUpParams(window.location.search);
if (startUp.token) storeAuthToken(startUp.token);
removeTokenFromAddress(window.location, window.history);

const store = createStore({
  session: startUp.session,
  venues: { ...initialVenuesState, selectedSlug: readSelectedVenueSlug() },
});
if (readAuthToken()) {
  void store.dispatch(getSessionUserApi.endpoints.getSessionUser.initiate());
}
startAuthRecheck(store);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
createRoot(container).render(<AppProviders store={store} router={createAppRouter(store)} />);
