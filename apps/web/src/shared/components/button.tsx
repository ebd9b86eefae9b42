import type { ButtonHTMLAttributes, Ref } from 'react';
import type { LinkProps } from 'react-router';
import { Link } from './link';
import './button.css';

export const buttonVariants = ['primary', 'secondary', 'text'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
/** Heights 26, 34 and 42 px (SPEC.md section 9). */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
}

/** The class list of a button look; an unknown variant is a programming error, so it throws. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
}: ButtonStyleProps): string {
  if (!(buttonVariants as readonly string[]).includes(variant)) {
    throw new Error(
      `Unknown button variant "${String(variant)}": use ${buttonVariants.join(', ')}.`,
    );
  }
  const classes = ['lido-button', `lido-button--${variant}`, `lido-button--${size}`];
  if (isFullWidth) classes.push('lido-button--full-width');
  return classes.join(' ');
}

export type ButtonProps = ButtonStyleProps &
  ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

export function Button({
  variant,
  size,
  isFullWidth,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, isFullWidth });
  return (
    <button type={type} className={className ? `${classes} ${className}` : classes} {...props} />
  );
}

export type ButtonLinkProps = ButtonStyleProps & LinkProps;

/** A link that looks like a button, for navigation (a button would break middle-click). */
export function ButtonLink({ variant, size, isFullWidth, className, ...props }: ButtonLinkProps) {
  const classes = buttonClassName({ variant, size, isFullWidth });
  return <Link className={className ? `${classes} ${className}` : classes} {...props} />;
}
