import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import type { LinkProps } from 'react-router';
import { Link } from './link';
import './button.css';

/**
 * The button hierarchy: `primary`, filled, for the one action a page is for (Checkout, Pay);
 * `secondary` for the others; `destructive`, outlined in the danger colour, for what takes
 * something away (Remove, Clear basket), so it never outweighs the primary; `text` for the least.
 */
export const buttonVariants = ['primary', 'secondary', 'destructive', 'text'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
/** Heights 26, 34 and 42 px (SPEC.md section 9). */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  /**
   * At least 44 × 44 px whatever its size (WCAG 2.5.5): for a control a finger presses beside
   * others on a phone (a basket line's Remove, Apply guest pass).
   */
  isTouchTarget?: boolean;
}

/** The class list of a button look; an unknown variant is a programming error, so it throws. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
  isTouchTarget = false,
}: ButtonStyleProps): string {
  if (!(buttonVariants as readonly string[]).includes(variant)) {
    throw new Error(
      `Unknown button variant "${String(variant)}": use ${buttonVariants.join(', ')}.`,
    );
  }
  const classes = ['lido-button', `lido-button--${variant}`, `lido-button--${size}`];
  if (isFullWidth) classes.push('lido-button--full-width');
  if (isTouchTarget) classes.push('lido-button--touch-target');
  return classes.join(' ');
}

export type ButtonProps = ButtonStyleProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    ref?: Ref<HTMLButtonElement>;
    /**
     * What it started is under way: it says so (`aria-busy`), looks disabled and ignores presses,
     * but keeps the keyboard focus, where `disabled` would drop it to the page.
     */
    isBusy?: boolean;
  };

export function Button({
  variant,
  size,
  isFullWidth,
  isTouchTarget,
  isBusy = false,
  className,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, isFullWidth, isTouchTarget });
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // A submit button's press would send its form again.
    if (isBusy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type={type}
      className={className ? `${classes} ${className}` : classes}
      aria-busy={isBusy || undefined}
      aria-disabled={isBusy || undefined}
      onClick={press}
      {...props}
    />
  );
}

export type ButtonLinkProps = ButtonStyleProps & LinkProps;

/** A link that looks like a button, for navigation (a button would break middle-click). */
export function ButtonLink({
  variant,
  size,
  isFullWidth,
  isTouchTarget,
  className,
  ...props
}: ButtonLinkProps) {
  const classes = buttonClassName({ variant, size, isFullWidth, isTouchTarget });
  return <Link className={className ? `${classes} ${className}` : classes} {...props} />;
}
