import type { Participant } from '../../../shared/api/players';
import { Avatar } from '../../components/Avatar';
import { SelectionLink } from '../../components/SelectionLink';
import './ParticipantCard.css';

/** A participant in the grid: photo (or the fallback), name and team; opens /public-profile. */
export function ParticipantCard({ participant }: { participant: Participant }) {
  return (
    <SelectionLink
      to="/public-profile"
      selectionKey="otherUserId"
      id={participant.id}
      className="participant-card"
    >
      <Avatar src={participant.photo_url} alt="" size={72} />
      <span className="participant-card__name" dir="auto">
        {participant.full_name}
      </span>
      <span className="participant-card__team" dir="auto">
        {participant.team_name}
      </span>
    </SelectionLink>
  );
}
