import { useTranslation } from 'react-i18next';
import { Img } from '../../components/Img';
import { SelectionLink } from '../../components/SelectionLink';
import type { ProfileTeam } from '../../../shared/api/profile';

/**
 * A team of a public profile: picture, name, the year of its event and its company. It opens
 * /team for that team (otherTeamId), which reads a team of any event the viewer may see.
 */
export function ProfileTeamCard({ team }: { team: ProfileTeam }) {
  const { t } = useTranslation();
  const year = new Date(team.date).getFullYear();
  return (
    <SelectionLink to="/team" selectionKey="otherTeamId" id={team.id} className="profile-team">
      <Img
        src={team.photo_url}
        alt=""
        fallback="team"
        className="profile-team__picture"
        width={180}
        height={180}
      />
      <span className="profile-team__text">
        <span className="profile-team__name" dir="auto">
          {team.name}
        </span>
        <span className="profile-team__details">
          <time className="profile-team__year tabular-nums" dateTime={team.date}>
            <span className="visually-hidden">{t('profileTeamYear')}</span>
            {year}
          </time>
          <span className="profile-team__company" dir="auto">
            {team.company_name}
          </span>
        </span>
      </span>
    </SelectionLink>
  );
}
