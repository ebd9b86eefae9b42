import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage, newVersionText } from '../shared/components/error-page';
import { LoadingIndicator } from '../shared/components/loading-indicator';
import { withChunkRetries } from './chunk-retries';
import * as reload from '../shared/lib/reload-page';

describe('a route whose code does not arrive', () => {
  it('is tried again, then the page offers a reload rather than going blank', async () => {
    const reloadPage = vi.spyOn(reload, 'reloadPage').mockImplementation(() => undefined);
    const lazy = vi
      .fn()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: /b.js'));
    const router = createMemoryRouter(
      withChunkRetries([
        {
          path: '/',
          ErrorBoundary: ErrorPage,
          HydrateFallback: LoadingIndicator,
          children: [{ path: 'basket', lazy }],
        },
      ]),
      { initialEntries: ['/basket'] },
    );
    render(<RouterProvider router={router} />);

    const heading = await screen.findByRole(
      'heading',
      { name: 'A new version is available' },
      { timeout: 8_000 },
    );
    expect(heading).toBeVisible();
    expect(screen.getByText(newVersionText)).toBeVisible();
    // The first try and two more, a second and three seconds apart.
    expect(lazy).toHaveBeenCalledTimes(3);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  }, 15_000);

  it('keeps the usual error page for a crash', async () => {
    const router = createMemoryRouter(
      withChunkRetries([
        {
          path: '/',
          ErrorBoundary: ErrorPage,
          HydrateFallback: LoadingIndicator,
          children: [{ path: 'basket', lazy: () => Promise.reject(new Error('boom')) }],
        },
      ]),
      { initialEntries: ['/basket'] },
    );
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'We may have dropped the ball on this one' }),
    ).toBeVisible();
  });
});
