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
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../lib/api';
import type { CommonKey } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useRefetchCrewScore, useSaveCrewScore } from './api';
import { ConflictNotice } from './ConflictNotice';
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
} from './crewForm';
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
}

/**
 * The result form of one session: a card per team and the save button at the bottom. A save
 * is checked here by the server's own rules first; refused fields land on their card. A save
 * based on an older version (409) keeps what was typed and shows where another crew member's
 * save differs, to keep one's own values or take theirs. Leaving with unsaved values asks first.
 */
export function CrewScoreForm({ session }: { session: CrewScoreResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCrewScore(session.score_id);
  const refetch = useRefetchCrewScore(session.score_id);
  const [version, setVersion] = useState(session.version);
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
  } = useForm<CrewScoreFormValues>({ defaultValues: formValuesOf(session) });

  const teams = useWatch({ control, name: 'teams' });
  const suggestions = useMemo(
    () => suggestedRanks(session.scoring_type, teams),
    [session.scoring_type, teams],
  );

  const releaseLeaveGuard = useLeaveGuard(isDirty && !saved, setLeavingTo);

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

  const send = async (results: CrewFormResult[], basedOn: number) => {
    clearErrors();
    const invalid = checkResults(session.score_id, basedOn, results);
    if (invalid.length > 0) {
      showFieldErrors(invalid);
      return;
    }
    try {
      await save.mutateAsync({ version: basedOn, results });
      setSaved(true);
      setConflict(null);
      showToast(t('scoreSaved'), 'success');
      void navigate('/crew-battles');
    } catch (error) {
      await onSaveFailed(error);
    }
  };

  const onSaveFailed = async (error: unknown) => {
    if (error instanceof ApiError && error.message === crewMessages.staleVersion) {
      try {
        setConflict({ theirs: await refetch() });
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
      {conflict && (
        <div ref={conflictRef} className="crew-form__conflict">
          <ConflictNotice
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
