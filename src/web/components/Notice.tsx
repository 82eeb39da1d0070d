import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import './Notice.css';

export type NoticeKind = 'info' | 'success' | 'warning' | 'error';

export interface NoticeProps {
  kind?: NoticeKind;
  /** Already translated. */
  title?: string;
  children?: ReactNode;
  /** Live-region role: 'status' for news the user waited for, 'alert' for problems. */
  role?: 'status' | 'alert';
}

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert };

/** A coloured message box inside a screen: the outcome of a form, or a problem with a way out. */
export function Notice({ kind = 'info', title, children, role }: NoticeProps) {
  const Icon = ICONS[kind];
  return (
    <div className={`notice notice--${kind}`} role={role}>
      <Icon className="notice__icon" aria-hidden="true" size={24} />
      <div className="notice__body">
        {title && <p className="notice__title">{title}</p>}
        {children}
      </div>
    </div>
  );
}
