import { Link } from 'react-router';
import { setSelection } from '../lib/session';
import { Img } from './Img';
import './TeamCard.css';

export interface TeamCardProps {
  teamId: number;
  name: string;
  companyName: string;
  picture: string | null;
}

/**
 * A team as a grid card: square picture, team name, company name. It opens /team for that
 * team (otherTeamId). Meant for a CardGrid cell, which gives it the card surface. Names take
 * their own direction (dir="auto"), so "Andes Coffee Co." keeps its full stop at the end on an
 * Arabic page, while still lining up with the page.
 */
export function TeamCard({ teamId, name, companyName, picture }: TeamCardProps) {
  return (
    <Link to="/team" className="team-card" onClick={() => setSelection('otherTeamId', teamId)}>
      <Img
        src={picture}
        alt=""
        fallback="team"
        className="team-card__picture"
        width={180}
        height={180}
      />
      <span className="team-card__text">
        <span className="team-card__name" dir="auto">
          {name}
        </span>
        <span className="team-card__company" dir="auto">
          {companyName}
        </span>
      </span>
    </Link>
  );
}
