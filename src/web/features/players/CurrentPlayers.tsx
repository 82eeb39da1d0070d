import { useTranslation } from 'react-i18next';
import type { AddPlayersResponse } from '../../../shared/api/players';
import { Card } from '../../components/Card';
import { CaptainBadge } from './CaptainBadge';
import { PersonRow } from './PersonRow';

/** The team's players on /add-players, its captain marked. */
export function CurrentPlayers({ players }: { players: AddPlayersResponse['players'] }) {
  const { t } = useTranslation();
  return (
    <section className="add-players__section" aria-labelledby="add-players-team">
      <h2 id="add-players-team" className="add-players__title">
        {t('team')}
      </h2>
      {players.length === 0 ? (
        <p className="add-players__none">{t('noPlayersFound')}</p>
      ) : (
        <ul className="players-list players-list--compact" aria-labelledby="add-players-team">
          {players.map((player) => (
            <Card as="li" key={player.id} className="players-list__item">
              <PersonRow
                name={player.full_name}
                photoUrl={player.photo_url}
                badge={player.is_captain ? <CaptainBadge /> : undefined}
              />
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
