import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Swords } from 'lucide-react';
import type { CrewSession } from '../../../shared/api/crew';
import { BackLink } from '../../components/BackLink';
import { CountHeading } from '../../components/CountHeading';
import { EmptyState } from '../../components/EmptyState';
import { QueryView } from '../../components/QueryView';
import { setSelection } from '../../lib/session';
import { useNow } from '../../lib/useNow';
import { useCrewSessions, useSelectCrewSession } from './api';
import { useCrewSaveSender, useWaitingSaves } from './crewSaveSender';
import { CrewSessionRow } from './CrewSessionRow';
import { CrewSessionsSkeleton } from './CrewSessionsSkeleton';
import { KeptSaves } from './KeptSaves';
import { isNotDelivered } from './offlineQueue';
import { START_CHECK_MS } from './sessionStart';
import './crew.css';

/**
 * /crew-battles (product.md §2): the crew member's score sessions, each marked complete or not,
 * or with its start time while it has not started (by the app's clock), and awaiting review or
 * sent back when the event's results need an organizer's approval.
 * Tapping one selects it on the server, keeps it as selectedScoreId and opens /crew-score; a
 * failed selection is only logged (product.md §8). Offline the session opens all the same (the form
 * reads the session as last loaded; its saves wait on the device). A session whose save waits
 * on the device is marked; saves kept for sessions not listed (another event, a battle the crew
 * no longer scores) are shown above the list. The screen starts the sender of those saves.
 */
export default function CrewBattlesScreen() {
  const { t } = useTranslation();
  const sessions = useCrewSessions();
  useCrewSaveSender();
  return (
    <section className="screen crew">
      <BackLink to="/home" label={t('back')} />
      <header className="crew-heading">
        <CountHeading title={t('crewBattles')} count={sessions.data?.length} />
        <p className="crew-heading__hint">{t('crewBattlesHint')}</p>
      </header>
      <QueryView query={sessions} loading={<CrewSessionsSkeleton />}>
        {(list) => (
          <>
            <KeptSaves listedScoreIds={list.map((session) => session.score_id)} />
            {list.length === 0 ? (
              <EmptyState
                message={t('noBattlesFound')}
                icon={<Swords aria-hidden="true" size={40} />}
              />
            ) : (
              <SessionList sessions={list} />
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

function SessionList({ sessions }: { sessions: CrewSession[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const select = useSelectCrewSession();
  const { saves } = useWaitingSaves();
  const [now] = useNow(START_CHECK_MS);

  const onChoose = (scoreId: number) => {
    if (select.isPending) return;
    select.mutate(scoreId, {
      onSuccess: () => void navigate('/crew-score'),
      onError: (error) => {
        console.error('Failed to select battle', error);
        if (!isNotDelivered(error)) return;
        setSelection('selectedScoreId', scoreId);
        void navigate('/crew-score');
      },
    });
  };

  return (
    <ul className="crew-sessions" aria-label={t('crewSessions')}>
      {sessions.map((session) => (
        <li key={session.score_id}>
          <CrewSessionRow
            session={session}
            waiting={saves.find((save) => save.scoreId === session.score_id) ?? null}
            now={now}
            busy={select.isPending && select.variables === session.score_id}
            disabled={select.isPending}
            onChoose={() => onChoose(session.score_id)}
          />
        </li>
      ))}
    </ul>
  );
}
