import type { HTMLAttributes } from 'react';

/** A white raised surface with the shared radius and shadow. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={['card', className].filter(Boolean).join(' ')} {...rest} />;
}
