import { useTranslation } from 'react-i18next';
import type { CrewScoreResponse } from '../../../shared/api/crew';
import { Notice } from '../../components/Notice';
import { startsText } from './sessionStart';

/**
 * At the top of a session's form while it has not started (by the app's clock): when it starts
 * and that results are taken only from then. The save button points here (`textId`) for why it
 * is off.
 */
export function NotStartedNotice({
  startTime,
  now,
  textId,
}: {
  startTime: string;
  now: number;
  textId: string;
}) {
  const { t } = useTranslation();
  return (
    <Notice kind="info" title={startsText(startTime, now)}>
      <p id={textId}>{t('sessionNotStarted')}</p>
    </Notice>
  );
}

/**
 * Where the crew's save of the session stands when the event's results need an organizer's
 * approval: awaiting review (it counts once approved), or sent back with the organizer's note,
 * shown as their words (plain text, in its own direction) with what to do next.
 */
export function ReviewNotice({
  state,
  note,
}: {
  state: CrewScoreResponse['review_state'];
  note: CrewScoreResponse['review_note'];
}) {
  const { t } = useTranslation();
  if (state === 'submitted') {
    return (
      <Notice kind="info" title={t('crewAwaitingReview')}>
        <p>{t('crewAwaitingReviewText')}</p>
      </Notice>
    );
  }
  if (state === 'sent_back') {
    return (
      <Notice kind="warning" title={t('crewSentBack')}>
        {note && (
          <blockquote className="crew-review-note">
            <bdi>{note}</bdi>
          </blockquote>
        )}
        <p>{t('crewSentBackHint')}</p>
      </Notice>
    );
  }
  return null;
}
