import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/Notice';
import { KeptSaveNotice } from './KeptSaveNotice';
import type { QueuedSave } from './offlineQueue';

export interface WaitingSaveNoticeProps {
  /** The crew's save of this session kept on the device, if any. */
  waiting: QueuedSave | null;
  onDiscard: () => Promise<void>;
}

/** On the session's form: its save kept on the device, waiting to be sent or refused. */
export function WaitingSaveNotice({ waiting, onDiscard }: WaitingSaveNoticeProps) {
  const { t } = useTranslation();
  if (waiting?.state === 'waiting') {
    return (
      <Notice kind="info" role="status" title={t('crewWaitingToSend')}>
        <p>{t('crewWaitingToSendText')}</p>
      </Notice>
    );
  }
  if (waiting?.state === 'refused') {
    return <KeptSaveNotice save={waiting} onForm eventId={null} onDiscard={onDiscard} />;
  }
  return null;
}
