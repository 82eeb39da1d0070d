import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScoreResponse } from '../../../shared/api/scores';
import { Button } from '../../components/Button';
import { Sheet } from '../../components/Sheet';
import { StarInput } from '../../components/StarInput';
import { apiErrorText } from '../../lib/api';
import type { CommonKey } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { isolate } from '../../lib/isolate';
import { useRateSession } from './api';

/**
 * The rating of a session (product.md §4 Rating): 1 to 5 stars for the crew and for the challenge,
 * filled in with the viewer's earlier rating. Saving toasts the thank-you and closes; /score
 * shows the kept rating after the rating's delay. A failure toasts the server's reason, else
 * somethingWentWrong, and keeps the stars for another try.
 */
export function RatingSheet({ score, onClose }: { score: ScoreResponse; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const rate = useRateSession();
  const [crew, setCrew] = useState(score.my_rating?.crew_rating ?? 0);
  const [challenge, setChallenge] = useState(score.my_rating?.challenge_rating ?? 0);
  const busy = rate.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const answer = await rate.mutateAsync({ scoreId: score.score_id, crew, challenge });
      const key = i18n.exists(answer.message) ? (answer.message as CommonKey) : 'ratingSaved';
      showToast(t(key), 'success');
      onClose();
    } catch (error) {
      console.error('Failed to rate session', error);
      showToast(apiErrorText(error), 'error');
    }
  }

  return (
    <Sheet
      title={t('rateSheetTitle', { name: isolate(score.activity_name) })}
      description={<p className="text-muted">{t('rateSheetHint')}</p>}
      onClose={onClose}
      busy={busy}
      onSubmit={(event) => void onSubmit(event)}
      actions={
        <>
          <Button type="submit" busy={busy} disabled={crew === 0 || challenge === 0}>
            {t('rateSave')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('cancel')}
          </Button>
        </>
      }
    >
      <StarInput label={t('rateCrew')} value={crew} onChange={setCrew} />
      <StarInput label={t('rateChallenge')} value={challenge} onChange={setChallenge} />
    </Sheet>
  );
}
