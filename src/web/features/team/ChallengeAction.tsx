import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Swords, Undo2 } from 'lucide-react';
import type { TeamResponse } from '../../../shared/api/team';
import { Button } from '../../components/Button';
import { apiErrorText } from '../../lib/api';
import type { CommonKey } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useChallenge } from './api';
import type { ChallengeState } from './teamRules';

/**
 * Challenge / withdraw the challenge (product.md §2, §4): for a player of another team before the
 * closing date. The state comes from the refetched team (is_rival), so the page always shows
 * what the server holds. At the limit a new challenge is disabled with the reason beside it.
 * A failure toasts the server's reason, else somethingWentWrong (product.md §8).
 */
export function ChallengeAction({ team, state }: { team: TeamResponse; state: ChallengeState }) {
  const { t, i18n } = useTranslation();
  const challenge = useChallenge();
  const reasonId = useId();
  if (state === 'hidden') return null;

  // mutateAsync: the toast comes even when the refetched team has re-rendered this part.
  async function send(challenged: boolean) {
    try {
      const answer = await challenge.mutateAsync({ teamId: team.id, challenged });
      const fallback = challenged ? 'teamChallenged' : 'challengeWithdrawn';
      const key = i18n.exists(answer.message) ? (answer.message as CommonKey) : fallback;
      showToast(t(key), 'success');
    } catch (error) {
      console.error('Failed to change challenge', error);
      showToast(apiErrorText(error), 'error');
    }
  }

  if (state === 'challenged') {
    return (
      <div className="team-action">
        <p className="team-status team-status--rival">
          <Swords aria-hidden="true" size={20} />
          <span>{t('teamIsRival')}</span>
        </p>
        <Button variant="secondary" busy={challenge.isPending} onClick={() => void send(false)}>
          <Undo2 aria-hidden="true" size={20} />
          {t('teamWithdrawChallenge')}
        </Button>
      </div>
    );
  }

  const limitReached = state === 'limitReached';
  return (
    <div className="team-action">
      <Button
        busy={challenge.isPending}
        disabled={limitReached}
        aria-describedby={limitReached ? reasonId : undefined}
        onClick={() => void send(true)}
      >
        <Swords aria-hidden="true" size={20} />
        {t('teamChallenge')}
      </Button>
      {limitReached && (
        <p id={reasonId} className="team-action__reason">
          {t('teamChallengeLimit', { max: team.max_challenge_others })}
        </p>
      )}
    </div>
  );
}
