import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewSession } from '../../../../shared/api/organizerReview';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Notice } from '../../../components/Notice';
import { showToast } from '../../../lib/toast';
import { consoleFailure } from '../shared/messages';
import { useApproveSession } from './api';
import { ResultChange } from './ResultChange';
import { SendBackSheet } from './SendBackSheet';
import { EventMoment } from '../shared/EventMoment';

/**
 * One session waiting for review: the battle, the session's time, who submitted the results and
 * when, how many teams still have none, each team whose result would change (before and after),
 * and the two decisions. A session sent back waits for its crew: it shows the note and can still
 * be approved as it stands.
 */
export function ReviewCard({ session }: { session: ReviewSession }) {
  const { t } = useTranslation('organizer');
  const titleId = useId();
  const [sendingBack, setSendingBack] = useState(false);
  const approve = useApproveSession();
  const sentBack = session.review_state === 'sent_back';

  // Through the promise: an approved session leaves the list (and this card unmounts) when the
  // reads refresh, which would drop a mutate() call's own callbacks.
  const onApprove = () =>
    approve.mutateAsync(session.score_id).then(
      () => showToast(t('reviewApproved'), 'success'),
      (failure: unknown) => showToast(consoleFailure(failure), 'error'),
    );

  return (
    <Card as="article" className="review-card" aria-labelledby={titleId}>
      <header className="review-card__head">
        <h2 id={titleId} className="review-card__title">
          <bdi>{session.battle_name}</bdi>
        </h2>
        <span className={sentBack ? 'review-state review-state--sent-back' : 'review-state'}>
          {t(sentBack ? 'reviewStateSentBack' : 'reviewStateSubmitted')}
        </span>
      </header>
      <dl className="review-facts">
        <div className="review-facts__item">
          <dt>{t('reviewSession')}</dt>
          <dd>
            <EventMoment value={session.start_time} />
            {' – '}
            <EventMoment value={session.end_time} format="time" />
          </dd>
        </div>
        <div className="review-facts__item">
          <dt>{t('reviewSubmittedBy')}</dt>
          <dd>
            <bdi>{session.submitted_by ?? t('reviewSubmittedByUnknown')}</bdi>
            {session.submitted_at && (
              <>
                {' · '}
                <EventMoment value={session.submitted_at} />
              </>
            )}
          </dd>
        </div>
        <div className="review-facts__item">
          <dt>{t('reviewTeamsWithoutResult')}</dt>
          <dd>
            {t('reviewTeamsWithoutResultCount', {
              missing: session.teams_without_result,
              total: session.team_count,
            })}
          </dd>
        </div>
      </dl>
      {sentBack && session.review_note && (
        <Notice kind="warning" title={t('reviewNoteSent')}>
          <p className="review-note" dir="auto">
            {session.review_note}
          </p>
        </Notice>
      )}
      <h3 className="review-card__subtitle">{t('reviewChanges')}</h3>
      {session.changes.length === 0 ? (
        <p className="console-note">{t('reviewNoChanges')}</p>
      ) : (
        <ul className="review-changes" aria-label={t('reviewChanges')}>
          {session.changes.map((change) => (
            <ResultChange key={change.team_id} change={change} />
          ))}
        </ul>
      )}
      <div className="review-card__actions">
        {!sentBack && (
          <Button variant="secondary" onClick={() => setSendingBack(true)}>
            {t('reviewSendBack')}
          </Button>
        )}
        <Button busy={approve.isPending} onClick={() => void onApprove()}>
          {t('reviewApprove')}
        </Button>
      </div>
      {sendingBack && <SendBackSheet session={session} onClose={() => setSendingBack(false)} />}
    </Card>
  );
}
