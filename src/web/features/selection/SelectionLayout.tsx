import type { ReactNode } from 'react';
import './selection.css';

export interface SelectionLayoutProps {
  /** Already translated. */
  title: string;
  subtitle?: string;
  /** The way back (a BackLink), shown above the title. */
  back?: ReactNode;
  children: ReactNode;
  /** Pinned under the list, such as the sign-out button. */
  footer?: ReactNode;
}

/** The frame of the selection steps: back link, title and subtitle, the list, a footer. */
export function SelectionLayout({ title, subtitle, back, children, footer }: SelectionLayoutProps) {
  return (
    <section className="screen selection">
      {back}
      <header className="selection__header">
        <h1>{title}</h1>
        {subtitle && <p className="text-muted">{subtitle}</p>}
      </header>
      {children}
      {footer && <footer className="selection__footer">{footer}</footer>}
    </section>
  );
}
