import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScoreResponse } from '../../../shared/api/scores';
import { Button } from '../../components/Button';
import { apiErrorText } from '../../lib/api';
import type { CommonKey } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { isolate } from '../../lib/isolate';
import { useRateSession } from './api';
import { StarInput } from './StarInput';
import '../../components/ConfirmSheet.css';
import '../../components/StarRating.css';
import { useModalDialog } from '../../components/useModalDialog';

/**
 * The rating of a session (SPEC §4 Rating): 1 to 5 stars for the crew and for the challenge,
 * filled in with the viewer's earlier rating. Saving toasts the thank-you and closes; /score
 * shows the kept rating after the rating's delay. A failure toasts the server's reason, else
 * somethingWentWrong, and keeps the stars for another try. Like the kit's ConfirmSheet it is
 * a modal <dialog> (focus stays inside, Escape and a tap outside close it).
 */
export function RatingSheet({ score, onClose }: { score: ScoreResponse; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const rate = useRateSession();
  const titleId = useId();
  const hintId = useId();
  const [crew, setCrew] = useState(score.my_rating?.crew_rating ?? 0);
  const [challenge, setChallenge] = useState(score.my_rating?.challenge_rating ?? 0);
  const busy = rate.isPending;
  const modal = useModalDialog(onClose, busy);

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
    <dialog
      {...modal}
      className="confirm-sheet"
      aria-labelledby={titleId}
      aria-describedby={hintId}
    >
      <form className="confirm-sheet__body" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h2 id={titleId} className="confirm-sheet__title">
          {t('rateSheetTitle', { name: isolate(score.activity_name) })}
        </h2>
        <p id={hintId} className="text-muted">
          {t('rateSheetHint')}
        </p>
        <StarInput label={t('rateCrew')} value={crew} onChange={setCrew} />
        <StarInput label={t('rateChallenge')} value={challenge} onChange={setChallenge} />
        <div className="confirm-sheet__actions">
          <Button type="submit" busy={busy} disabled={crew === 0 || challenge === 0}>
            {t('rateSave')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
