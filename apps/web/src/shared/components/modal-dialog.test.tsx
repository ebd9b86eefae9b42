import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

function backdropOf(container: Element): HTMLElement {
  const backdrop = container.querySelector<HTMLElement>('.lido-modal__backdrop');
  if (!backdrop) throw new Error('The dialog has no backdrop');
  return backdrop;
}

describe('ModalDialog', () => {
  it('is named by its title', () => {
    render(
      <ModalDialog title="Log in" onClose={vi.fn()}>
        <p>Body</p>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Log in');
  });

  it('calls onClose from its Close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <ModalDialog title="Who is going?" onClose={onClose}>
        <p>Body</p>
      </ModalDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <ModalDialog title="Who is going?" onClose={onClose}>
        <button type="button">Add to basket</button>
      </ModalDialog>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onBackdropClick for a click outside the dialog, and nothing without it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onBackdropClick = vi.fn();
    const withHandler = render(
      <ModalDialog title="Log in" onClose={onClose} onBackdropClick={onBackdropClick}>
        <p>Body</p>
      </ModalDialog>,
    );
    await user.click(backdropOf(withHandler.container));
    expect(onBackdropClick).toHaveBeenCalledTimes(1);
    withHandler.unmount();

    const withoutHandler = render(
      <ModalDialog title="Confirm your payment" onClose={onClose}>
        <p>Body</p>
      </ModalDialog>,
    );
    await user.click(backdropOf(withoutHandler.container));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('focuses the control marked data-autofocus, then gives focus back when it closes', () => {
    const opener = document.createElement('button');
    opener.textContent = 'Cancel booking';
    document.body.append(opener);
    opener.focus();
    const view = render(
      <ModalDialog
        role="alertdialog"
        title="Cancel this booking?"
        describedBy="cancel-description"
        className="lido-cancel-dialog"
        hasCloseButton={false}
        onClose={vi.fn()}
      >
        <p id="cancel-description">You will be refunded £8.50.</p>
        <button type="button">Cancel booking</button>
        <button type="button" data-autofocus>
          Keep booking
        </button>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription('You will be refunded £8.50.');
    expect(dialog).toHaveClass('lido-modal__dialog', 'lido-cancel-dialog');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Keep booking' }),
    );
    view.unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('names its × button as asked and keeps what follows the dialog outside it', () => {
    render(
      <ModalDialog
        title="Confirm your payment"
        onClose={vi.fn()}
        closeLabel="Cancel payment"
        afterDialog={<span data-testid="after" tabIndex={0} />}
      >
        <p>Body</p>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm your payment' });
    expect(within(dialog).getByRole('button', { name: 'Cancel payment' })).toBeInTheDocument();
    expect(dialog).not.toContainElement(screen.getByTestId('after'));
  });
});
