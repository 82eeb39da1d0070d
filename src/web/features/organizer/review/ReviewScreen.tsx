import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { EmptyState } from '../../../components/EmptyState';
import { Notice } from '../../../components/Notice';
import { ConsoleListSkeleton, ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { useReview } from './api';
import { ReviewCard } from './ReviewCard';
import './review.css';

/**
 * /organizer/review: the crew saves that wait for an organizer while the event's results need
 * approval, oldest first, each with what would change; approved, they count at once, sent back,
 * the crew see the note and save again. With approval off it says that results count as soon as
 * they are saved, and where to turn approval on.
 */
export default function ReviewScreen() {
  const { t } = useTranslation('organizer');
  const review = useReview();
  return (
    <ConsoleScreen titleKey="sectionReview">
      <p className="console__lead">{t('reviewLead')}</p>
      <ConsoleQuery query={review} loading={<ConsoleListSkeleton />}>
        {({ results_need_approval: needApproval, sessions }) => (
          <>
            {!needApproval && (
              <Notice kind="info" title={t('reviewOffTitle')}>
                <p className="review-off__text">{t('reviewOff')}</p>
                <Link to="/organizer/event" className="review-off__link">
                  {t('reviewOffLink')}
                </Link>
              </Notice>
            )}
            {sessions.length > 0 ? (
              <ul className="review-list" aria-label={t('reviewListLabel')}>
                {sessions.map((session) => (
                  <li key={session.score_id}>
                    <ReviewCard session={session} />
                  </li>
                ))}
              </ul>
            ) : (
              needApproval && (
                <EmptyState
                  message={t('reviewEmpty')}
                  icon={<ClipboardCheck aria-hidden="true" size={40} />}
                />
              )
            )}
          </>
        )}
      </ConsoleQuery>
    </ConsoleScreen>
  );
}
