import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonVariant } from './Button';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
}

/** A link that looks like a Button, for actions that go to another screen. */
export function ButtonLink({ variant = 'primary', className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClassName(variant, className)} {...rest} />;
}
