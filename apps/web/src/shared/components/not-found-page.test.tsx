import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../app/store';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('tells the visitor they have gone offside and links home', async () => {
    const router = createMemoryRouter([{ path: '*', Component: NotFoundPage }], {
      initialEntries: ['/location/atlantis'],
    });
    render(
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(
      await screen.findByRole('heading', { name: "Whoops! Looks like you've gone offside." }),
    ).toBeVisible();
    expect(
      screen.getByText(
        "The page you're looking for doesn't exist. Return home to keep the ball rolling.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});
