import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { StoreProviders } from '../app/providers';
import { createRoutes, routerOptions } from '../app/router';
import type { RootState } from '../app/store';
import { createStore } from '../app/store';

/** Renders the whole app (store, routes, layout) at `path`, as a visitor opening that URL. */
export function renderApp(path: string, preloadedState?: Partial<RootState>) {
  const store = createStore(preloadedState);
  const router = createMemoryRouter(createRoutes(store), {
    ...routerOptions,
    initialEntries: [path],
  });
  const view = render(
    <StoreProviders store={store}>
      <RouterProvider router={router} />
    </StoreProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, store, router, location };
}
