import type { ReactNode } from 'react';
import { Trophy } from 'lucide-react';
import './AccessLayout.css';

export interface AccessLayoutProps {
  /** Already translated. */
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Pinned to the bottom of the screen (version label, provider link). */
  footer?: ReactNode;
  /** A way back shown above the header, such as a BackLink to /login. */
  back?: ReactNode;
  /** The brand mark's icon; the trophy by default. */
  icon?: ReactNode;
}

/**
 * The frame of the way-in screens (sign-in, register, password, confirmation) and of /join:
 * brand mark, title, the screen's content, a footer.
 */
export function AccessLayout({ title, subtitle, children, footer, back, icon }: AccessLayoutProps) {
  return (
    <section className="screen access">
      {back}
      <header className="access__header">
        <span className="access__mark" aria-hidden="true">
          {icon ?? <Trophy size={28} strokeWidth={2.25} />}
        </span>
        <h1>{title}</h1>
        {subtitle && <p className="access__subtitle">{subtitle}</p>}
      </header>
      {children}
      {footer && <footer className="access__footer">{footer}</footer>}
    </section>
  );
}
