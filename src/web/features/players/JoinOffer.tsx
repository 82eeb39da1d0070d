import { useTranslation } from 'react-i18next';
import { CalendarDays, Users } from 'lucide-react';
import type { InviteResponse } from '../../../shared/api/join';
import { Avatar } from '../../components/Avatar';
import { Card } from '../../components/Card';

/** What an invite link offers: the company with its logo and, when named, the team and its room. */
export function JoinOffer({ invite }: { invite: InviteResponse }) {
  const { t } = useTranslation();
  const { company, team } = invite;
  return (
    <Card className="join-offer">
      <div className="join-offer__row">
        <Avatar src={company.photo_url} alt="" size={56} fallback="company" />
        <div className="join-offer__text">
          <span className="join-offer__label">{t('company')}</span>
          <h2 className="join-offer__name">{company.name}</h2>
        </div>
      </div>
      {team && (
        <div className="join-offer__row join-offer__row--team">
          <Avatar src={team.photo_url} alt="" size={56} fallback="team" />
          <div className="join-offer__text">
            <span className="join-offer__label">{t('team')}</span>
            <h2 className="join-offer__name">{team.name}</h2>
            <span className="join-offer__detail">
              <CalendarDays aria-hidden="true" size={16} />
              {team.event_name}
            </span>
            <span className="join-offer__detail">
              <Users aria-hidden="true" size={16} />
              {t('joinTeamPlayers', { players: team.player_count, max: team.max_players })}
            </span>
          </div>
        </div>
      )}
    </Card>
  );
}
