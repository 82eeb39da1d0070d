import type { CrewScoreResponse } from '../../../shared/api/crew';
import { DateText } from '../../components/DateText';
import { Img } from '../../components/Img';
import { TimeRange } from '../../components/TimeRange';

/** The top of /crew-score: the challenge's photo and name, the session's day and times. */
export function SessionHeader({ session }: { session: CrewScoreResponse }) {
  return (
    <header className="crew-session-header">
      <Img
        src={session.activity_photo}
        alt=""
        fallback="battle"
        width={72}
        height={72}
        loading="eager"
        className="crew-session-header__photo"
      />
      <div className="crew-session-header__text">
        <h1 className="crew-session-header__name" dir="auto">
          {session.activity_name}
        </h1>
        <p className="crew-session-header__when tabular-nums">
          <DateText value={session.start_time} />
          <span aria-hidden="true"> · </span>
          <TimeRange
            start={session.start_time}
            end={session.end_time}
            className="crew-session-header__times"
          />
        </p>
      </div>
    </header>
  );
}
