import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { addToast, removeToast } from '../../../shared/state/toasts.slice';
import { Toasts } from './toasts';

function renderToasts() {
  const store = createStore();
  render(
    <Provider store={store}>
      <Toasts />
    </Provider>,
  );
  return store;
}

describe('Toasts', () => {
  it('closes a toast by itself after its closeAfter delay', async () => {
    vi.useFakeTimers();
    const store = renderToasts();
    act(() => {
      store.dispatch(addToast({ content: 'Saved', type: 'success', closeAfter: 3000 }));
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps a toast without closeAfter until it is removed by id', async () => {
    vi.useFakeTimers();
    const store = renderToasts();
    act(() => {
      store.dispatch(addToast({ id: 'sticky', content: 'Read me', closeAfter: null }));
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Read me')).toBeInTheDocument();
    act(() => {
      store.dispatch(removeToast('sticky'));
    });
    expect(screen.queryByText('Read me')).not.toBeInTheDocument();
  });

  it('announces failures as alerts and lists validation messages under a title', async () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(
        addToast({
          content: 'The given data was invalid.',
          type: 'danger',
          validationMessages: ['The date is required.', 'The venue is unknown.'],
        }),
      );
    });
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Validation errors');
    expect(toast).toHaveTextContent('The date is required.');
    expect(toast).toHaveTextContent('The venue is unknown.');
  });

  it('announces other toasts politely and can be dismissed', async () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(addToast({ content: 'Heads up', type: 'info' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Heads up');
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });
});

describe('the notifications region', () => {
  it('is a named landmark, so toasts are never content outside landmarks', () => {
    renderToasts();
    // A div may not carry aria-label; the region role makes the label allowed and useful.
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });
});

describe('a toast with a next step', () => {
  function renderToastsOnPage() {
    const store = createStore();
    const router = createMemoryRouter([{ path: '*', element: <Toasts /> }], {
      initialEntries: ['/location/bethnal-green/yoga'],
    });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    return { store, router };
  }

  const added = { content: 'Added', type: 'success', closeAfter: 5000 } as const;
  const viewBasket = { label: 'View basket', to: '/basket' };

  it('offers it as a link inside the announced toast, and goes once followed', () => {
    const { store, router } = renderToastsOnPage();
    act(() => {
      store.dispatch(addToast({ ...added, action: viewBasket }));
    });
    const toast = screen.getByRole('status');
    const link = within(toast).getByRole('link', { name: 'View basket' });
    expect(link).toHaveAttribute('href', '/basket');
    act(() => {
      link.click();
    });
    expect(router.state.location.pathname).toBe('/basket');
    expect(screen.queryByText('Added')).not.toBeInTheDocument();
  });

  it('stays while focused or pointed at, and closes its full delay after', () => {
    vi.useFakeTimers();
    const { store } = renderToastsOnPage();
    act(() => {
      store.dispatch(addToast({ ...added, action: viewBasket }));
    });
    const link = screen.getByRole('link', { name: 'View basket' });
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    act(() => {
      link.focus();
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Added')).toBeInTheDocument();
    act(() => {
      link.blur();
    });
    act(() => {
      fireEvent.mouseEnter(screen.getByTestId('toast'));
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Added')).toBeInTheDocument();
    act(() => {
      fireEvent.mouseLeave(screen.getByTestId('toast'));
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Added')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Added')).not.toBeInTheDocument();
  });
});
