import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import type { CrewScoreResponse } from '../../../shared/api/crew';
import { Button } from '../../components/Button';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { useNow } from '../../lib/useNow';
import { ConflictNotice } from './ConflictNotice';
import {
  differencesFrom,
  formValuesOf,
  type CrewScoreFormValues,
  type EditableField,
  withComputedRanks,
  withWaitingResults,
} from './crewForm';
import type { QueuedSave } from './offlineQueue';
import { SessionHeader } from './SessionHeader';
import { NotStartedNotice, ReviewNotice } from './SessionNotices';
import { hasStarted, START_CHECK_MS, startsText } from './sessionStart';
import { TeamResultCard } from './TeamResultCard';
import { useCrewSave } from './useCrewSave';
import { useLeaveGuard, type HeldMove } from './useLeaveGuard';
import { useComputedRanks } from './useRankSuggestions';
import { WaitingSaveNotice } from './WaitingSaveNotice';

/** The form's values: the session's, or those of the crew's save kept on the device. */
function initialValues(session: CrewScoreResponse, waiting: QueuedSave | null) {
  const values = formValuesOf(session);
  return waiting ? { teams: withWaitingResults(values.teams, waiting.results) } : values;
}

/** The names of a card's fields, for the differences a conflict shows. */
function useFieldLabels(session: CrewScoreResponse): Record<EditableField, string> {
  const { t } = useTranslation();
  return {
    score1: session.score_1_label ?? '',
    score2: session.score_2_label ?? '',
    time1: session.time_1_label ?? '',
    time2: session.time_2_label ?? '',
    rank: t('crewRank'),
    isLadies: t('crewLadies'),
    isFairplay: t('crewFairplay'),
    isDisqualified: t('crewDisqualified'),
  };
}

export interface CrewScoreFormProps {
  session: CrewScoreResponse;
  /** The crew's save of this session kept on the device, not yet taken by the server. */
  waiting: QueuedSave | null;
}

/**
 * The result form of one session: a card per team and the save button at the bottom. In a
 * battle scored by score or time each card shows the rank computed live from the values typed
 * on every card, read-only; a `rank` battle's cards take typed ranks. Saving (useCrewSave)
 * checks by the server's own rules first; refused fields land on their card. A
 * save based on an older version (409) keeps what was typed and shows where another crew
 * member's save differs, to keep one's own values or take theirs. Leaving with unsaved values
 * asks first. A save that does not reach the server is kept on the device and sent later
 * (crewSaveSender); the form then shows its values, marked as waiting, or its conflict once
 * the server refused it as stale, or the server's reason when it refused it otherwise. When the
 * event's results need approval, a notice at the top says the crew's save awaits review or was
 * sent back (with the organizer's note). A session that has not started (by the app's clock)
 * shows its cards read-only under a notice, and the save button is off until it starts.
 */
export function CrewScoreForm({ session, waiting }: CrewScoreFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<HeldMove | null>(null);
  const [saved, setSaved] = useState(false);
  const conflictRef = useRef<HTMLDivElement>(null);
  const notStartedId = useId();
  const [now] = useNow(START_CHECK_MS);
  const started = hasStarted(session.start_time, now);
  const form = useForm<CrewScoreFormValues>({ defaultValues: initialValues(session, waiting) });
  const {
    register,
    control,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const { conflict, busy, submit, keepMine, takeTheirs, discardKept } = useCrewSave({
    session,
    waiting,
    form,
    onSaved: () => {
      setSaved(true);
      void navigate('/crew-battles');
    },
  });

  const computedRanks = useComputedRanks(form, session.scoring_type);
  const labels = useFieldLabels(session);
  const releaseLeaveGuard = useLeaveGuard(isDirty && !saved, setLeavingTo);

  // The notice appears above the cards; bring it into view where the crew is looking.
  useEffect(() => {
    if (conflict) conflictRef.current?.scrollIntoView({ block: 'start' });
  }, [conflict]);

  /** Leaves for where the crew was going, unsaved values and all, once they said so. */
  const leave = (target: HeldMove) => {
    releaseLeaveGuard();
    setSaved(true);
    setLeavingTo(null);
    void (typeof target === 'number' ? navigate(target) : navigate(target));
  };

  return (
    <form className="crew-form" noValidate onSubmit={submit}>
      <SessionHeader session={session} />
      {!started && (
        <NotStartedNotice startTime={session.start_time} now={now} textId={notStartedId} />
      )}
      <ReviewNotice state={session.review_state} note={session.review_note} />
      <WaitingSaveNotice waiting={waiting} onDiscard={discardKept} />
      {conflict && (
        <div ref={conflictRef} className="crew-form__conflict">
          <ConflictNotice
            text={conflict.waited ? t('crewQueuedConflictText') : t('crewConflictText')}
            differences={differencesFrom(
              withComputedRanks(session.scoring_type, getValues('teams')),
              formValuesOf(conflict.theirs).teams,
            )}
            teams={conflict.theirs.teams}
            labels={labels}
            busy={busy}
            onKeepMine={() => void keepMine()}
            onTakeTheirs={takeTheirs}
          />
        </div>
      )}
      {computedRanks && started && session.teams.length > 0 && (
        <p className="crew-form__hint">{t('crewRanksComputedHint')}</p>
      )}
      {/* Before the session starts the cards are shown, not typed in: nothing could be saved. */}
      <fieldset className="crew-form__cards" disabled={!started}>
        {session.teams.length === 0 ? (
          <p className="crew-form__empty">{t('noTeamsFound')}</p>
        ) : (
          session.teams.map((team, index) => (
            <TeamResultCard
              key={team.team_id}
              index={index}
              team={team}
              session={session}
              register={register}
              control={control}
              errors={errors}
              computedRank={computedRanks ? (computedRanks[index] ?? null) : undefined}
            />
          ))
        )}
      </fieldset>
      <div className="crew-form__actions">
        {/* Why the button is off, where the crew reaches it after scrolling past the cards. */}
        {!started && (
          <p className="crew-form__why" aria-hidden="true">
            {startsText(session.start_time, now)}
          </p>
        )}
        <Button
          type="submit"
          busy={isSubmitting || busy}
          disabled={!!conflict || !started}
          aria-describedby={started ? undefined : notStartedId}
        >
          {t('crewSaveScores')}
        </Button>
      </div>
      {leavingTo !== null && (
        <ConfirmSheet
          title={t('crewUnsavedTitle')}
          confirmLabel={t('crewLeave')}
          cancelLabel={t('crewStay')}
          onCancel={() => setLeavingTo(null)}
          onConfirm={() => leave(leavingTo)}
        >
          {t('crewUnsavedText')}
        </ConfirmSheet>
      )}
    </form>
  );
}
