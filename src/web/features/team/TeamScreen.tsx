import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import type { TeamResponse } from '../../../shared/api/team';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { QueryView } from '../../components/QueryView';
import { ApiError } from '../../lib/api';
import { useSelectionId } from '../../lib/useSelectionId';
import { useTeam } from './api';
import { ChallengeAction } from './ChallengeAction';
import { CheerAction } from './CheerAction';
import { TeamCompetition } from './TeamCompetition';
import { TeamHero } from './TeamHero';
import { TeamPlayers } from './TeamPlayers';
import { TeamRivalsPreview } from './TeamRivalsPreview';
import { TeamSkeleton } from './TeamSkeleton';
import { TeamSong } from './TeamSong';
import { TeamToolbar } from './TeamToolbar';
import { TeamVotesPreview } from './TeamVotesPreview';
import { challengeState, cheerState, isBeforeClosing } from './teamRules';
import { useNow } from '../../lib/useNow';
import './team.css';

/**
 * /team (product.md §2 "Team screens"): the team chosen on another screen (otherTeamId), else the
 * viewer's own. Picture, name, slogan, company and house; what the viewer can do (challenge,
 * cheer, share); players, song, bio; the competition block (readiness or points, the joker);
 * the rivals and votes previews.
 */
export default function TeamScreen() {
  const { t } = useTranslation();
  const teamId = useSelectionId('otherTeamId');
  const team = useTeam(teamId);

  const notFound = (
    <EmptyState message={t('teamNotFound')} icon={<Users aria-hidden="true" size={40} />}>
      <ButtonLink to="/teams" variant="secondary">
        {t('teams')}
      </ButtonLink>
    </EmptyState>
  );

  return (
    <section className="screen team">
      <TeamToolbar team={team.data} />
      {team.isError && !isMissing(team.error) ? (
        <ErrorState
          title={t('teamLoadFailed')}
          message={t('dataLoadFailed')}
          actionLabel={t('retry')}
          onAction={() => void team.refetch()}
        />
      ) : (
        <QueryView query={team} loading={<TeamSkeleton />} notFound={notFound}>
          {(data) => <TeamPage team={data} />}
        </QueryView>
      )}
    </section>
  );
}

/** The team page's offers depend on the clock (the cheers window, the closing date). */
const NOW_REFRESH_MS = 30_000;

/** The server's "no such team" (404 teamNotFound, or an unusable id: 400): nothing to retry. */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function TeamPage({ team }: { team: TeamResponse }) {
  const { t } = useTranslation();
  const [now] = useNow(NOW_REFRESH_MS);
  const beforeClosing = isBeforeClosing(team, now);
  const challenge = challengeState(team, now);
  const cheer = cheerState(team, now);

  return (
    <>
      <TeamHero team={team} />
      {(challenge !== 'hidden' || cheer !== 'hidden') && (
        <div className="team-actions">
          <ChallengeAction team={team} state={challenge} />
          <CheerAction team={team} state={cheer} />
        </div>
      )}
      <TeamPlayers team={team} canManagePlayers={team.can_manage && beforeClosing} />
      {team.song_url && (
        <Card as="section" className="team-card" aria-labelledby="team-song-title">
          <h2 id="team-song-title" className="team-card__title">
            {t('teamSong')}
          </h2>
          <TeamSong link={team.song_url} teamName={team.name} />
        </Card>
      )}
      {team.bio && (
        <Card as="section" className="team-card" aria-labelledby="team-bio-title">
          <h2 id="team-bio-title" className="team-card__title">
            {t('teamAbout')}
          </h2>
          <p className="team-bio" dir="auto">
            {team.bio}
          </p>
        </Card>
      )}
      <TeamCompetition team={team} beforeClosing={beforeClosing} />
      <TeamRivalsPreview team={team} />
      <TeamVotesPreview team={team} />
    </>
  );
}
