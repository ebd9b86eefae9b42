import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ButtonVariant } from './button';
import { Button } from './button';

describe('Button', () => {
  it('renders primary, secondary and text buttons at the requested size', () => {
    render(
      <>
        <Button>Book</Button>
        <Button variant="secondary" size="lg">
          More
        </Button>
        <Button variant="text" size="sm">
          Skip
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Book' })).toHaveClass(
      'lido-button--primary',
      'lido-button--md',
    );
    expect(screen.getByRole('button', { name: 'More' })).toHaveClass(
      'lido-button--secondary',
      'lido-button--lg',
    );
    expect(screen.getByRole('button', { name: 'Skip' })).toHaveClass(
      'lido-button--text',
      'lido-button--sm',
    );
  });

  it('is a plain button by default, so it never submits a surrounding form by accident', () => {
    render(<Button>Book</Button>);
    expect(screen.getByRole('button', { name: 'Book' })).toHaveAttribute('type', 'button');
  });

  it('renders a destructive button, outlined so it never outweighs the primary one', () => {
    render(<Button variant="destructive">Remove</Button>);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveClass('lido-button--destructive');
  });

  it('makes a button of any size a 44 × 44 px touch target when asked', () => {
    render(
      <>
        <Button size="sm" isTouchTarget>
          Remove
        </Button>
        <Button size="sm">Skip</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveClass(
      'lido-button--sm',
      'lido-button--touch-target',
    );
    expect(screen.getByRole('button', { name: 'Skip' })).not.toHaveClass(
      'lido-button--touch-target',
    );
  });

  it('keeps the focus while busy, saying so and ignoring presses, where disabled would drop it', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          Continue
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    button.focus();
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" isBusy onClick={onClick}>
          Continue
        </Button>
      </form>,
    );
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('throws on a variant outside primary, secondary, destructive and text', () => {
    expect(() => render(<Button variant={'danger' as ButtonVariant}>Delete</Button>)).toThrow(
      'Unknown button variant "danger"',
    );
  });
});
