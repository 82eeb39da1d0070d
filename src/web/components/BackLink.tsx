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

export interface BackButtonProps {
  /** Already translated, e.g. t('back'). */
  label: string;
  /** Goes back: for a way back known only on click, such as the browser's history. */
  onClick: () => void;
}

/** A BackLink that is a button, for a way back that is not one fixed address. */
export function BackButton({ label, onClick }: BackButtonProps) {
  return (
    <button type="button" className="back-link back-link--button" onClick={onClick}>
      <ArrowLeft className="flip-in-rtl" aria-hidden="true" size={20} />
      <span>{label}</span>
    </button>
  );
}
