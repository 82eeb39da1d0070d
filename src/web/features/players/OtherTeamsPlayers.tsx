import { useTranslation } from 'react-i18next';
import type { AddPlayersResponse } from '../../../shared/api/players';
import { Card } from '../../components/Card';
import { CountPill } from '../../components/CountPill';
import { PersonRow } from './PersonRow';

/** The company's employees already playing in another team, each with that team's name. */
export function OtherTeamsPlayers({ players }: { players: AddPlayersResponse['other_players'] }) {
  const { t } = useTranslation();
  if (players.length === 0) return null;
  return (
    <section className="add-players__section" aria-labelledby="add-players-others">
      <h2 id="add-players-others" className="add-players__title">
        <span>{t('addPlayersOtherTeams')}</span> <CountPill>{players.length}</CountPill>
      </h2>
      <p className="add-players__hint">{t('addPlayersOtherTeamsHint')}</p>
      <ul className="players-list players-list--compact" aria-labelledby="add-players-others">
        {players.map((player) => (
          <Card as="li" key={player.id} className="players-list__item">
            <PersonRow
              name={player.full_name}
              photoUrl={player.photo_url}
              detail={<span dir="auto">{player.team_name}</span>}
            />
          </Card>
        ))}
      </ul>
    </section>
  );
}
