import { useTranslation } from 'react-i18next';
import {
  CalendarClock,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  CloudUpload,
  Hourglass,
  TriangleAlert,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import type { CrewSession, ReviewState } from '../../../shared/api/crew';
import { Img } from '../../components/Img';
import { Spinner } from '../../components/Spinner';
import { TimeRange } from '../../components/TimeRange';
import type { QueuedSave, SaveState } from './offlineQueue';
import { hasStarted, startsText } from './sessionStart';

export interface CrewSessionRowProps {
  session: CrewSession;
  /** The crew's save of this session kept on the device, not yet taken by the server. */
  waiting: QueuedSave | null;
  /** The app's clock (useNow), to tell a session that has not started. */
  now: number;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

/** A status on a tinted pill: an icon and a word, so colour is never the only sign. */
function Mark({ Icon, text, kind }: { Icon: LucideIcon; text: string; kind: string }) {
  return (
    <span className={`crew-status crew-status--${kind}`}>
      <Icon aria-hidden="true" size={16} />
      <span>{text}</span>
    </span>
  );
}

const REVIEW_MARKS = {
  submitted: { Icon: Hourglass, text: 'crewAwaitingReview', kind: 'review' },
  sent_back: { Icon: Undo2, text: 'crewSentBack', kind: 'sent-back' },
} as const;

/** Where the crew's save stands with the organizers, when the event's results need approval. */
function ReviewMark({ state }: { state: NonNullable<ReviewState> }) {
  const { t } = useTranslation();
  const { Icon, text, kind } = REVIEW_MARKS[state];
  return <Mark Icon={Icon} text={t(text)} kind={kind} />;
}

/**
 * One session on /crew-battles: photo, challenge name, its times and team count, and its marks,
 * each an icon and a word (never colour alone): when it starts, while it has not (results are
 * taken only from then); else whether every team's result is in. Where the crew's save stands
 * with the organizers (awaiting review, sent back) when the event's results need approval. And
 * whether a save of it waits on the device to be sent, for the crew's choice after a conflict,
 * or for the crew to look at it after the server refused it.
 */
export function CrewSessionRow({
  session,
  waiting,
  now,
  busy,
  disabled,
  onChoose,
}: CrewSessionRowProps) {
  const { t } = useTranslation();
  const started = hasStarted(session.start_time, now);
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
        <span className="crew-session__marks">
          {session.review_state && <ReviewMark state={session.review_state} />}
          {!started ? (
            <Mark Icon={CalendarClock} text={startsText(session.start_time, now)} kind="upcoming" />
          ) : session.is_correct ? (
            <Mark Icon={CircleCheck} text={t('crewSessionComplete')} kind="complete" />
          ) : (
            <Mark Icon={CircleAlert} text={t('crewSessionIncomplete')} kind="incomplete" />
          )}
          {waiting && <WaitingMark state={waiting.state} />}
        </span>
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
  waiting: { Icon: CloudUpload, text: 'crewWaitingToSend', kind: 'waiting' },
  conflict: { Icon: TriangleAlert, text: 'crewNeedsChoice', kind: 'conflict' },
  refused: { Icon: TriangleAlert, text: 'crewNotTaken', kind: 'conflict' },
} as const;

/**
 * The mark of a save kept on the device: waiting to be sent, waiting for a choice after a
 * conflict, or refused by the server and waiting for the crew to look at it.
 */
function WaitingMark({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  const { Icon, text, kind } = MARKS[state];
  return <Mark Icon={Icon} text={t(text)} kind={kind} />;
}
