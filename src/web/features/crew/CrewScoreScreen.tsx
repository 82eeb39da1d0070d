import { useTranslation } from 'react-i18next';
import { ClipboardList, ShieldAlert } from 'lucide-react';
import { BackLink } from '../../components/BackLink';
import { ButtonLink } from '../../components/ButtonLink';
import { EmptyState } from '../../components/EmptyState';
import { QueryView } from '../../components/QueryView';
import { ApiError, apiErrorText } from '../../lib/api';
import { useSelectionId } from '../../lib/useSelectionId';
import { useCrewScore } from './api';
import { CrewScoreForm } from './CrewScoreForm';
import { discardSave, sendSaveAgain, useCrewSaveSender, useWaitingSaves } from './crewSaveSender';
import { CrewScoreSkeleton } from './CrewScoreSkeleton';
import { KeptSaveNotice } from './KeptSaveNotice';
import './crew.css';

/**
 * /crew-score (product.md §2): the result form of the session chosen on /crew-battles
 * (selectedScoreId). Saving returns to /crew-battles. The form waits for the device's waiting
 * saves to be read, so a save kept offline opens with its own values; a session that cannot
 * open any more (403, 404) still shows its kept save, to send again or discard.
 */
export default function CrewScoreScreen() {
  const { t } = useTranslation();
  const scoreId = useSelectionId('selectedScoreId');
  const session = useCrewScore(scoreId);
  useCrewSaveSender();
  const waiting = useWaitingSaves();
  const keptSave = waiting.saves.find((save) => save.scoreId === scoreId);
  // The session cannot open (the crew left its battle, it was removed): its kept save shows here.
  const kept = keptSave && (
    <KeptSaveNotice
      save={keptSave}
      eventId={waiting.eventId}
      onSendAgain={() => sendSaveAgain(keptSave)}
      onDiscard={() => discardSave(keptSave)}
    />
  );
  const backToSessions = (
    <ButtonLink to="/crew-battles" variant="secondary">
      {t('crewBattles')}
    </ButtonLink>
  );

  let content;
  if (scoreId === null) {
    content = (
      <EmptyState
        message={t('crewNoSessionChosen')}
        icon={<ClipboardList aria-hidden="true" size={40} />}
      >
        {backToSessions}
      </EmptyState>
    );
  } else if (session.error instanceof ApiError && session.error.status === 403) {
    content = (
      <>
        {kept}
        <EmptyState
          message={apiErrorText(session.error)}
          icon={<ShieldAlert aria-hidden="true" size={40} />}
        >
          {backToSessions}
        </EmptyState>
      </>
    );
  } else {
    content = (
      <QueryView
        query={session}
        loading={<CrewScoreSkeleton />}
        notFound={
          <>
            {kept}
            <EmptyState message={t('scoreSessionNotFound')}>{backToSessions}</EmptyState>
          </>
        }
      >
        {(data) =>
          waiting.ready ? (
            <CrewScoreForm
              key={data.score_id}
              session={data}
              waiting={waiting.saves.find((save) => save.scoreId === data.score_id) ?? null}
            />
          ) : (
            <CrewScoreSkeleton />
          )
        }
      </QueryView>
    );
  }

  return (
    <section className="screen crew">
      <BackLink to="/crew-battles" label={t('back')} />
      {content}
    </section>
  );
}
