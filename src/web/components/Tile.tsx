import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import './Tile.css';

export interface TileProps {
  to: string;
  icon: LucideIcon;
  /** Already translated. */
  label: string;
}

/** A shortcut to another screen: an icon in a brand-tinted circle above its label. */
export function Tile({ to, icon: Icon, label }: TileProps) {
  return (
    <Link to={to} className="tile">
      <span className="tile__icon">
        <Icon aria-hidden="true" size={24} />
      </span>
      <span className="tile__label">{label}</span>
    </Link>
  );
}
