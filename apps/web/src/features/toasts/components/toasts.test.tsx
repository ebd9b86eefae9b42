import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
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
