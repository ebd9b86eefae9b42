import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('throws on a variant outside primary, secondary and text', () => {
    expect(() => render(<Button variant={'danger' as ButtonVariant}>Delete</Button>)).toThrow(
      'Unknown button variant "danger"',
    );
  });
});
