import type { ComponentPropsWithRef } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** Work in progress: shows a spinner, sets aria-busy and refuses further clicks. */
  busy?: boolean;
}

/** The app's button: full width and 48 px high; primary reads --primary and --on-primary. */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  busy = false,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

export function buttonClassName(variant: ButtonVariant, extra?: string): string {
  return ['button', `button--${variant}`, extra].filter(Boolean).join(' ');
}
