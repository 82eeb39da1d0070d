import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** The app's button: full width and 48 px high; primary reads --primary and --on-primary. */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...rest} />;
}

export function buttonClassName(variant: ButtonVariant, extra?: string): string {
  return ['button', `button--${variant}`, extra].filter(Boolean).join(' ');
}
