/**
 * How the crew form is saved (CrewScoreForm): checked by the server's own rules first (a form
 * with nothing in it is not sent), then sent online with a fresh idempotency key; once taken,
 * the crew is told how many of the session's teams still have no result. A save that does not
 * reach the server (no network, a captive portal, no answer within the time-out) is kept on the
 * device and sent later (crewSaveSender). A save that awaits an organizer's review is told as
 * sent for review; one refused because the session has not started (the device's clock ahead
 * of the server's) says so and keeps the form. A save refused as stale (409), online or after it
 * waited on the device, becomes a conflict the crew settles: keep mine over theirs, or take
 * theirs. A refused save kept on the device is discarded only by the crew's own hand.
 */
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import i18next from 'i18next';
import {
  crewMessages,
  type CrewFormResult,
  type CrewScoreResponse,
} from '../../../shared/api/crew';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../lib/api';
import type { CommonKey } from '../../lib/i18n';
import { showToast, type ToastKind } from '../../lib/toast';
import { useRefetchCrewScore, useSaveCrewScore, type CrewScoreSaveInput } from './api';
import {
  discardSave,
  forgetWaitingSave,
  keepSaveForLater,
  savedText,
  useVersionAfterSent,
} from './crewSaveSender';
import {
  checkResults,
  formValuesOf,
  hasNothingToSave,
  mineOnTheirs,
  serverFieldErrors,
  withComputedRanks,
  type CrewScoreFormValues,
  type FormFieldError,
} from './crewForm';
import { isNotDelivered, type QueuedSave } from './offlineQueue';
import { newSaveKey } from './saveKey';

/** The server's reason, in the user's language when the app knows its words. */
function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.message === DEFAULT_ERROR_MESSAGE) return null;
  return i18next.exists(error.message) ? i18next.t(error.message as CommonKey) : error.message;
}

/** product.md §8's 'Failed to update score', with the server's reason when it gave one. */
function saveFailureText(error: unknown): string {
  const reason = serverReason(error);
  return reason ? i18next.t('scoreUpdateFailedWith', { reason }) : i18next.t('scoreUpdateFailed');
}

/** Another crew member's save, read again after the server refused ours as stale. */
export interface Conflict {
  theirs: CrewScoreResponse;
  /** Ours had waited on the device (offline) when it was refused. */
  waited: boolean;
}

export interface CrewSaveOptions {
  session: CrewScoreResponse;
  /** The crew's save of this session kept on the device, if any. */
  waiting: QueuedSave | null;
  form: UseFormReturn<CrewScoreFormValues>;
  /** The save is done (taken, or kept on the device): the form is left. */
  onSaved: () => void;
}

/**
 * The kept save was refused as stale while it waited: both versions are shown, as after an
 * online save.
 */
function useWaitingConflict(
  waiting: QueuedSave | null,
  refetch: () => Promise<CrewScoreResponse>,
  setConflict: (conflict: Conflict) => void,
): void {
  const waitingConflict = waiting?.state === 'conflict';
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
  }, [waitingConflict, refetch, setConflict]);
}

export function useCrewSave({ session, waiting, form, onSaved }: CrewSaveOptions) {
  const save = useSaveCrewScore(session.score_id);
  const refetch = useRefetchCrewScore(session.score_id);
  const [version, setVersion] = useState(waiting?.version ?? session.version);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const { clearErrors, setError, setValue, getValues, reset } = form;

  useVersionAfterSent(session.score_id, setVersion);
  useWaitingConflict(waiting, refetch, setConflict);

  const showFieldErrors = (fieldErrors: FormFieldError[]) => {
    fieldErrors.forEach(({ index, field, message }, n) =>
      setError(`teams.${index}.${field}`, { type: 'validate', message }, { shouldFocus: n === 0 }),
    );
  };

  const leaveSaved = (message: string, kind: ToastKind) => {
    setConflict(null);
    onSaved();
    showToast(message, kind);
  };

  const forgetWaiting = () => {
    if (!waiting) return;
    forgetWaitingSave(session.score_id).catch((error: unknown) =>
      console.error('Failed to drop the save kept on the device', error),
    );
  };

  const onSaveFailed = async (error: unknown) => {
    if (error instanceof ApiError && error.message === crewMessages.nothingToSave) {
      showToast(i18next.t('nothingToSave'), 'error');
      return;
    }
    // The device's clock says the session has begun, the server's not yet: the typed values
    // stay in the form, to be saved once it has.
    if (error instanceof ApiError && error.message === crewMessages.sessionNotStarted) {
      showToast(i18next.t('sessionNotStarted'), 'error');
      return;
    }
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
    leaveSaved(i18next.t('crewSavedOnDevice'), 'info');
  };

  /**
   * Every tap on save has its own key, kept with the save if it must wait for the network. A
   * form with nothing to save is not sent (the server would refuse it); a battle scored by
   * score or time sends the ranks computed from the values, as the cards show them.
   */
  const send = async (typed: CrewFormResult[], basedOn: number) => {
    clearErrors();
    const results = withComputedRanks(session.scoring_type, typed);
    if (hasNothingToSave(results)) {
      showToast(i18next.t('nothingToSave'), 'error');
      return;
    }
    const invalid = checkResults(session.score_id, basedOn, results);
    if (invalid.length > 0) {
      showFieldErrors(invalid);
      return;
    }
    const attempt = { version: basedOn, results, idempotencyKey: newSaveKey() };
    let answer;
    try {
      answer = await save.mutateAsync(attempt);
    } catch (error) {
      await (isNotDelivered(error) ? keepForLater(attempt, error) : onSaveFailed(error));
      return;
    }
    forgetWaiting();
    leaveSaved(
      savedText(answer.counts, answer.awaitingReview),
      answer.awaitingReview ? 'info' : 'success',
    );
  };

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

  /** The crew discards their refused save: the form shows the session as the server has it. */
  const discardKept = async () => {
    if (!waiting) return;
    await discardSave(waiting);
    reset(formValuesOf(session));
    setVersion(session.version);
  };

  return {
    conflict,
    busy: save.isPending,
    submit: form.handleSubmit((values) => send(values.teams, version)),
    keepMine,
    takeTheirs,
    discardKept,
  };
}
