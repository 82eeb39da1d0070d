import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import i18next from 'i18next';
import {
  crewMessages,
  type CrewFormResult,
  type CrewScoreResponse,
} from '../../../shared/api/crew';
import { Button } from '../../components/Button';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { Notice } from '../../components/Notice';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../lib/api';
import type { CommonKey } from '../../lib/i18n';
import { showToast, type ToastKind } from '../../lib/toast';
import { useRefetchCrewScore, useSaveCrewScore, type CrewScoreSaveInput } from './api';
import { ConflictNotice } from './ConflictNotice';
import { forgetWaitingSave, keepSaveForLater, useVersionAfterSent } from './crewSaveSender';
import {
  checkResults,
  differencesFrom,
  formValuesOf,
  mineOnTheirs,
  serverFieldErrors,
  suggestedRanks,
  type CrewScoreFormValues,
  type EditableField,
  type FormFieldError,
  withWaitingResults,
} from './crewForm';
import { isNotDelivered, type QueuedSave } from './offlineQueue';
import { SessionHeader } from './SessionHeader';
import { TeamResultCard } from './TeamResultCard';
import { useLeaveGuard, type HeldMove } from './useLeaveGuard';

/** The server's reason, in the user's language when the app knows its words. */
function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.message === DEFAULT_ERROR_MESSAGE) return null;
  return i18next.exists(error.message) ? i18next.t(error.message as CommonKey) : error.message;
}

/** SPEC §8's 'Failed to update score', with the server's reason when it gave one. */
function saveFailureText(error: unknown): string {
  const reason = serverReason(error);
  return reason ? i18next.t('scoreUpdateFailedWith', { reason }) : i18next.t('scoreUpdateFailed');
}

/** Another crew member's save, read again after the server refused ours as stale. */
interface Conflict {
  theirs: CrewScoreResponse;
  /** Ours had waited on the device (offline) when it was refused. */
  waited: boolean;
}

/** The form's values: the session's, or those of the crew's save still waiting on the device. */
function initialValues(session: CrewScoreResponse, waiting: QueuedSave | null) {
  const values = formValuesOf(session);
  return waiting ? { teams: withWaitingResults(values.teams, waiting.results) } : values;
}

export interface CrewScoreFormProps {
  session: CrewScoreResponse;
  /** The crew's save of this session kept on the device, not yet taken by the server. */
  waiting: QueuedSave | null;
}

/**
 * The result form of one session: a card per team and the save button at the bottom. A save
 * is checked here by the server's own rules first; refused fields land on their card. A save
 * based on an older version (409) keeps what was typed and shows where another crew member's
 * save differs, to keep one's own values or take theirs. Leaving with unsaved values asks first.
 * A save that does not reach the server is kept on the device and sent later (crewSaveSender);
 * the form then shows its values, marked as waiting, or its conflict once the server refused it.
 */
export function CrewScoreForm({ session, waiting }: CrewScoreFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCrewScore(session.score_id);
  const refetch = useRefetchCrewScore(session.score_id);
  const [version, setVersion] = useState(waiting?.version ?? session.version);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [leavingTo, setLeavingTo] = useState<HeldMove | null>(null);
  const [saved, setSaved] = useState(false);
  const conflictRef = useRef<HTMLDivElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getValues,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CrewScoreFormValues>({ defaultValues: initialValues(session, waiting) });

  const teams = useWatch({ control, name: 'teams' });
  const suggestions = useMemo(
    () => suggestedRanks(session.scoring_type, teams),
    [session.scoring_type, teams],
  );

  const releaseLeaveGuard = useLeaveGuard(isDirty && !saved, setLeavingTo);
  useVersionAfterSent(session.score_id, setVersion);

  // The waiting save was refused as stale: both versions are shown, as after an online save.
  const waitingConflict = waiting?.conflict === true;
  useEffect(() => {
    if (!waitingConflict) return;
    let shown = true;
    refetch().then(
      (theirs) => {
        if (shown) setConflict({ theirs, waited: true });
      },
      (error: unknown) => {
        console.error('Failed to read the session again', error);
        showToast(saveFailureText(error), 'error');
      },
    );
    return () => {
      shown = false;
    };
  }, [waitingConflict, refetch]);

  // The notice appears above the cards; bring it into view where the crew is looking.
  useEffect(() => {
    if (conflict) conflictRef.current?.scrollIntoView({ block: 'start' });
  }, [conflict]);

  const labels: Record<EditableField, string> = {
    score1: session.score_1_label ?? '',
    score2: session.score_2_label ?? '',
    time1: session.time_1_label ?? '',
    time2: session.time_2_label ?? '',
    rank: t('crewRank'),
    isLadies: t('crewLadies'),
    isFairplay: t('crewFairplay'),
    isDisqualified: t('crewDisqualified'),
  };

  const showFieldErrors = (fieldErrors: FormFieldError[]) => {
    fieldErrors.forEach(({ index, field, message }, n) =>
      setError(`teams.${index}.${field}`, { type: 'validate', message }, { shouldFocus: n === 0 }),
    );
  };

  const leaveSaved = (message: string, kind: ToastKind) => {
    setSaved(true);
    setConflict(null);
    showToast(message, kind);
    void navigate('/crew-battles');
  };

  const forgetWaiting = () => {
    if (!waiting) return;
    forgetWaitingSave(session.score_id).catch((error: unknown) =>
      console.error('Failed to drop the save kept on the device', error),
    );
  };

  /** Every tap on save has its own key, kept with the save if it must wait for the network. */
  const send = async (results: CrewFormResult[], basedOn: number) => {
    clearErrors();
    const invalid = checkResults(session.score_id, basedOn, results);
    if (invalid.length > 0) {
      showFieldErrors(invalid);
      return;
    }
    const attempt = { version: basedOn, results, idempotencyKey: crypto.randomUUID() };
    try {
      await save.mutateAsync(attempt);
    } catch (error) {
      await (isNotDelivered(error) ? keepForLater(attempt, error) : onSaveFailed(error));
      return;
    }
    forgetWaiting();
    leaveSaved(t('scoreSaved'), 'success');
  };

  const keepForLater = async (attempt: CrewScoreSaveInput, error: unknown) => {
    try {
      await keepSaveForLater({
        key: attempt.idempotencyKey,
        scoreId: session.score_id,
        sessionName: session.activity_name,
        version: attempt.version,
        results: attempt.results,
      });
    } catch (keepError) {
      console.error('Failed to keep the save on the device', keepError);
      await onSaveFailed(error);
      return;
    }
    leaveSaved(t('crewSavedOnDevice'), 'info');
  };

  const onSaveFailed = async (error: unknown) => {
    if (error instanceof ApiError && error.message === crewMessages.staleVersion) {
      try {
        setConflict({ theirs: await refetch(), waited: false });
        return;
      } catch (refetchError) {
        error = refetchError;
      }
    }
    const fieldErrors = error instanceof ApiError ? serverFieldErrors(error.body) : [];
    if (fieldErrors.length > 0) {
      showFieldErrors(fieldErrors);
      return;
    }
    console.error('Failed to update score', error);
    showToast(saveFailureText(error), 'error');
  };

  const onSubmit = handleSubmit((values) => send(values.teams, version));

  const keepMine = async () => {
    if (!conflict) return;
    const results = mineOnTheirs(getValues('teams'), formValuesOf(conflict.theirs).teams);
    results.forEach((result, index) =>
      setValue(`teams.${index}.challengeScoreId`, result.challengeScoreId),
    );
    setVersion(conflict.theirs.version);
    await send(results, conflict.theirs.version);
  };

  const takeTheirs = () => {
    if (!conflict) return;
    reset(formValuesOf(conflict.theirs));
    setVersion(conflict.theirs.version);
    setConflict(null);
    forgetWaiting();
  };

  const applySuggestion = (index: number) => {
    const rank = suggestions[index];
    if (rank === null) return;
    setValue(`teams.${index}.rank`, String(rank), { shouldDirty: true, shouldValidate: false });
    clearErrors(`teams.${index}.rank`);
  };

  return (
    <form className="crew-form" noValidate onSubmit={onSubmit}>
      <SessionHeader session={session} />
      {waiting && !waiting.conflict && (
        <Notice kind="info" role="status" title={t('crewWaitingToSend')}>
          <p>{t('crewWaitingToSendText')}</p>
        </Notice>
      )}
      {conflict && (
        <div ref={conflictRef} className="crew-form__conflict">
          <ConflictNotice
            text={conflict.waited ? t('crewQueuedConflictText') : t('crewConflictText')}
            differences={differencesFrom(getValues('teams'), formValuesOf(conflict.theirs).teams)}
            teams={conflict.theirs.teams}
            labels={labels}
            busy={save.isPending}
            onKeepMine={() => void keepMine()}
            onTakeTheirs={takeTheirs}
          />
        </div>
      )}
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
            suggestedRank={
              suggestions[index] !== null && String(suggestions[index]) !== teams[index]?.rank
                ? suggestions[index]
                : null
            }
            onApplySuggestion={() => applySuggestion(index)}
          />
        ))
      )}
      <div className="crew-form__actions">
        <Button type="submit" busy={isSubmitting || save.isPending} disabled={!!conflict}>
          {t('crewSaveScores')}
        </Button>
      </div>
      {leavingTo !== null && (
        <ConfirmSheet
          title={t('crewUnsavedTitle')}
          confirmLabel={t('crewLeave')}
          cancelLabel={t('crewStay')}
          onCancel={() => setLeavingTo(null)}
          onConfirm={() => {
            const target = leavingTo;
            releaseLeaveGuard();
            setSaved(true);
            setLeavingTo(null);
            void (typeof target === 'number' ? navigate(target) : navigate(target));
          }}
        >
          {t('crewUnsavedText')}
        </ConfirmSheet>
      )}
    </form>
  );
}
