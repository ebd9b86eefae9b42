import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
}

export function AppProviders({ store, router }: AppProvidersProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
