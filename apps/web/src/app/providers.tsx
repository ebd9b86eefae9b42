import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { CrossSiteSettingsProvider } from '../features/site-config/cross-site-settings';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

/** The store, and what every page reads of it through context (the links' sites). */
export function StoreProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <CrossSiteSettingsProvider>{children}</CrossSiteSettingsProvider>
    </Provider>
  );
}

interface AppProvidersProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
}

export function AppProviders({ store, router }: AppProvidersProps) {
  return (
    <StrictMode>
      <StoreProviders store={store}>
        <RouterProvider router={router} />
      </StoreProviders>
    </StrictMode>
  );
}
