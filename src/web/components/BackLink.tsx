import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import './BackLink.css';

export interface BackLinkProps {
  to: string;
  /** Already translated, e.g. t('back'). */
  label: string;
}

/** A "back" link with an arrow that points the other way in right-to-left languages. */
export function BackLink({ to, label }: BackLinkProps) {
  return (
    <Link to={to} className="back-link">
      <ArrowLeft className="flip-in-rtl" aria-hidden="true" size={20} />
      <span>{label}</span>
    </Link>
  );
}
