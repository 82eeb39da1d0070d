import { useTranslation } from 'react-i18next';
import { Crown, UserCog } from 'lucide-react';
import type { TeamResponse } from '../../../shared/api/team';
import { Avatar } from '../../components/Avatar';
import { Card } from '../../components/Card';
import { CountPill } from '../../components/CountPill';
import { SelectionLink } from '../../components/SelectionLink';
import { Skeleton } from '../../components/Skeleton';
import { useTeamPlayers } from './api';
import { SectionError } from './SectionError';

/**
 * The team's players (product.md §2), the captain first with a crown; each opens their public
 * profile. Those who may manage the team get the manage-players link before the closing date.
 */
export function TeamPlayers({
  team,
  canManagePlayers,
}: {
  team: TeamResponse;
  canManagePlayers: boolean;
}) {
  const { t } = useTranslation();
  const players = useTeamPlayers(team.id);
  const count = players.data?.length;

  return (
    <Card as="section" className="team-card" aria-labelledby="team-players-title">
      <h2 id="team-players-title" className="team-card__title">
        <span>{t('players')}</span>
        {count !== undefined && (
          <CountPill>{t('teamPlayerCount', { players: count, max: team.max_players })}</CountPill>
        )}
      </h2>
      {players.isPending && (
        <div className="team-players__skeleton" aria-hidden="true">
          <Skeleton height={52} />
          <Skeleton height={52} />
          <Skeleton height={52} />
        </div>
      )}
      {players.isError && <SectionError onRetry={() => void players.refetch()} />}
      {players.isSuccess && players.data.length === 0 && (
        <p className="text-muted">{t('noPlayersFound')}</p>
      )}
      {players.isSuccess && players.data.length > 0 && (
        <ul className="team-players">
          {players.data.map((player) => (
            <li key={player.id}>
              <SelectionLink
                to="/public-profile"
                selectionKey="otherUserId"
                id={player.id}
                className="team-player"
              >
                <Avatar src={player.photo_url} alt="" size={40} />
                <span className="team-player__name" dir="auto">
                  {player.full_name}
                </span>
                {player.is_captain && (
                  <span className="team-player__captain">
                    <Crown aria-hidden="true" size={18} />
                    <span>{t('teamCaptain')}</span>
                  </span>
                )}
              </SelectionLink>
            </li>
          ))}
        </ul>
      )}
      {canManagePlayers && (
        <SelectionLink
          to="/players"
          selectionKey="otherTeamId"
          id={team.id}
          className="button button--secondary"
        >
          <UserCog aria-hidden="true" size={20} />
          {t('teamManagePlayers')}
        </SelectionLink>
      )}
    </Card>
  );
}
