import { useTranslation } from 'react-i18next';
import type { TeamResponse } from '../../../shared/api/team';
import { TeamJokerSlot } from './TeamJokerSlot';
import { TeamPointsLink } from './TeamPointsLink';
import { TeamReadinessButton } from './TeamReadinessButton';
import { Card } from '../../components/Card';

/**
 * The competition block of /team (product.md §2): before the closing date the readiness circle, after
 * it the points linking to the leaderboard; and the team's joker.
 */
export function TeamCompetition({
  team,
  beforeClosing,
}: {
  team: TeamResponse;
  beforeClosing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card as="section" className="team-card" aria-labelledby="team-competition-title">
      <h2 id="team-competition-title" className="team-card__title">
        {t('teamCompetition')}
      </h2>
      {beforeClosing ? <TeamReadinessButton team={team} /> : <TeamPointsLink teamId={team.id} />}
      <TeamJokerSlot teamId={team.id} />
    </Card>
  );
}
