import { useTranslation } from 'react-i18next';
import { ChevronRight, CircleAlert, CircleCheck, CloudUpload, TriangleAlert } from 'lucide-react';
import type { CrewSession } from '../../../shared/api/crew';
import { Img } from '../../components/Img';
import { Spinner } from '../../components/Spinner';
import { TimeRange } from '../../components/TimeRange';
import type { QueuedSave, SaveState } from './offlineQueue';

export interface CrewSessionRowProps {
  session: CrewSession;
  /** The crew's save of this session kept on the device, not yet taken by the server. */
  waiting: QueuedSave | null;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

/**
 * One session on /crew-battles: photo, challenge name, its times and team count, and whether
 * every team's result is in, told by an icon and a word (never by colour alone); and whether a
 * save of it waits on the device to be sent, for the crew's choice after a conflict, or for
 * the crew to look at it after the server refused it.
 */
export function CrewSessionRow({
  session,
  waiting,
  busy,
  disabled,
  onChoose,
}: CrewSessionRowProps) {
  const { t } = useTranslation();
  const status = session.is_correct ? t('crewSessionComplete') : t('crewSessionIncomplete');
  const StatusIcon = session.is_correct ? CircleCheck : CircleAlert;
  return (
    <button
      type="button"
      className="crew-session"
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={onChoose}
    >
      <Img
        src={session.photo_url}
        alt=""
        fallback="battle"
        width={64}
        height={64}
        className="crew-session__photo"
      />
      <span className="crew-session__text">
        <span className="crew-session__name" dir="auto">
          {session.name}
        </span>
        <span className="crew-session__detail tabular-nums">
          <TimeRange
            start={session.start_time}
            end={session.end_time}
            className="crew-session__times"
          />
          <span aria-hidden="true"> · </span>
          <span>{t('teamCount', { count: session.team_count })}</span>
        </span>
        <span
          className={
            session.is_correct
              ? 'crew-status crew-status--complete'
              : 'crew-status crew-status--incomplete'
          }
        >
          <StatusIcon aria-hidden="true" size={16} />
          <span>{status}</span>
        </span>
        {waiting && <WaitingMark state={waiting.state} />}
      </span>
      {busy ? (
        <Spinner />
      ) : (
        <ChevronRight className="crew-session__chevron flip-in-rtl" aria-hidden="true" size={20} />
      )}
    </button>
  );
}

const MARKS = {
  waiting: { Icon: CloudUpload, text: 'crewWaitingToSend', className: 'crew-status--waiting' },
  conflict: { Icon: TriangleAlert, text: 'crewNeedsChoice', className: 'crew-status--conflict' },
  refused: { Icon: TriangleAlert, text: 'crewNotTaken', className: 'crew-status--conflict' },
} as const;

/**
 * The mark of a save kept on the device: waiting to be sent, waiting for a choice after a
 * conflict, or refused by the server and waiting for the crew to look at it.
 */
function WaitingMark({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  const { Icon, text, className } = MARKS[state];
  return (
    <span className={`crew-status ${className}`}>
      <Icon aria-hidden="true" size={16} />
      <span>{t(text)}</span>
    </span>
  );
}
