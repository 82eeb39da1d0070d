import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { Notice } from '../../components/Notice';
import { ApiError, apiErrorText, DEFAULT_ERROR_MESSAGE } from '../../lib/api';
import { showToast } from '../../lib/toast';
import type { QueuedSave } from './offlineQueue';

export interface KeptSaveNoticeProps {
  save: QueuedSave;
  /**
   * Shown on the session's own form, whose save button sends it again; elsewhere (a session
   * not listed, or that no longer opens) the notice has its own button for that.
   */
  onForm?: boolean;
  /** The event the crew is in now, to tell a save of another event. */
  eventId: number | null;
  onSendAgain?: () => Promise<void>;
  onDiscard: () => Promise<void>;
}

/**
 * A crew save kept on the device that cannot simply go: refused by the server (with its
 * reason), waiting for another event, or refused as stale for a session no longer listed. The
 * typed results stay until the crew sends them again or discards them, after a question.
 */
export function KeptSaveNotice({
  save,
  onForm = false,
  eventId,
  onSendAgain,
  onDiscard,
}: KeptSaveNoticeProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, done?: string) => {
    setBusy(true);
    try {
      await action();
      if (done) showToast(done, 'success');
    } catch (error) {
      console.error('Failed to change the save kept on the device', error);
      showToast(t('somethingWentWrong'), 'error');
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  const refused = save.state === 'refused';
  return (
    <Notice
      kind={save.state === 'waiting' ? 'info' : 'warning'}
      role={refused ? 'alert' : undefined}
      title={onForm ? t('crewRefusedTitle') : save.sessionName}
    >
      <KeptSaveText save={save} onForm={onForm} eventId={eventId} />
      <div className="crew-kept__actions">
        {refused && onSendAgain && (
          <Button busy={busy && !asking} disabled={busy} onClick={() => void run(onSendAgain)}>
            {t('crewSendAgain')}
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
          {t('crewDiscard')}
        </Button>
      </div>
      {asking && (
        <ConfirmSheet
          title={t('crewDiscardTitle')}
          confirmLabel={t('crewDiscard')}
          cancelLabel={t('crewKeepThem')}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => void run(onDiscard, t('crewDiscarded', { name: save.sessionName }))}
        >
          {t('crewDiscardText', { name: save.sessionName })}
        </ConfirmSheet>
      )}
    </Notice>
  );
}

/** Why the save is still here, and what the crew can do. */
function KeptSaveText({ save, onForm, eventId }: Omit<KeptSaveNoticeProps, 'onDiscard'>) {
  const { t } = useTranslation();
  if (save.state === 'refused') {
    const { status, message } = save.refusal ?? { status: 0, message: DEFAULT_ERROR_MESSAGE };
    const reason = apiErrorText(new ApiError(status, message));
    return (
      <>
        <p>{t('crewRefusedReason', { reason })}</p>
        <p>{onForm ? t('crewRefusedInForm') : t('crewRefusedKept')}</p>
      </>
    );
  }
  if (save.state === 'conflict') return <p>{t('crewKeptConflict')}</p>;
  const elsewhere = save.eventName !== null && save.eventId !== eventId;
  return (
    <p>
      {elsewhere ? t('crewWaitingForEvent', { event: save.eventName }) : t('crewWaitingToSendText')}
    </p>
  );
}
