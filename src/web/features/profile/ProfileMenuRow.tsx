import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight, type LucideIcon } from 'lucide-react';

export interface ProfileMenuRowProps {
  icon: LucideIcon;
  /** Already translated. */
  label: string;
  /** A short current value at the end of the row (the language's name). */
  value?: ReactNode;
  /** A screen of the app… */
  to?: string;
  /** …or an address outside it (a mail link). */
  href?: string;
  onClick?: () => void;
}

/** One entry of the /profile menu: icon, label, maybe its current value, and a chevron. */
export function ProfileMenuRow({
  icon: Icon,
  label,
  value,
  to,
  href,
  onClick,
}: ProfileMenuRowProps) {
  const content = (
    <>
      <span className="profile-menu__icon">
        <Icon aria-hidden="true" size={20} />
      </span>
      <span className="profile-menu__label">{label}</span>
      {value && <span className="profile-menu__value">{value}</span>}
      <ChevronRight className="profile-menu__chevron flip-in-rtl" aria-hidden="true" size={20} />
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className="profile-menu__row" onClick={onClick}>
          {content}
        </Link>
      ) : (
        <a href={href} className="profile-menu__row" onClick={onClick}>
          {content}
        </a>
      )}
    </li>
  );
}
