import type { ComponentPropsWithRef, ElementType } from 'react';

/** The elements a card may be: a plain box, or the landmark, list or list item it stands for. */
type CardElement = 'div' | 'section' | 'article' | 'header' | 'nav' | 'li' | 'form' | 'ol' | 'ul';

export type CardProps<T extends CardElement = 'div'> = { as?: T } & ComponentPropsWithRef<T>;

/** A white raised surface with the shared radius and shadow. */
export function Card<T extends CardElement = 'div'>({ as, className, ...rest }: CardProps<T>) {
  // The props were checked against T's element above; JSX cannot see that through the union.
  const Element = (as ?? 'div') as ElementType;
  return <Element className={['card', className].filter(Boolean).join(' ')} {...rest} />;
}
