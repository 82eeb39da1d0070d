import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Award, Keyboard, Sparkles, Trophy } from 'lucide-react';
import type { EventResponse } from '../../../shared/api/event';
import type { RevealAward, RevealState, RevealTeam } from '../../../shared/api/reveal';
import { BoardRow } from './BoardRow';
import type { LeaderboardResponse } from '../../../shared/api/scores';
import { awardNameSpacing } from '../../../shared/eventRules';
import { revealedTeams } from '../../../shared/reveal';
import { Img } from '../../components/Img';
import { isolate } from '../../lib/isolate';
import { useBigScreenReveal, useRevealStep } from './revealApi';
import { useRevealKeys } from './useRevealKeys';
import './reveal.css';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const houseStripe = (color: string | null): CSSProperties | undefined =>
  color && HEX_COLOR.test(color) ? ({ '--house-color': color } as CSSProperties) : undefined;

/**
 * The reveal on an organizer's big screen (issue 41), over the standings while it runs: the
 * step on show large (the title before the first, the teams just revealed with the points that
 * moved them since the quarter, or an award), and beside it the final standings revealed so
 * far, best first. It follows the reveal's state in the database, so a reloaded screen and a
 * second screen show the same step; the keyboard steps it (useRevealKeys). Nothing shows on
 * anyone else's big screen, nor without a reveal.
 */
export function RevealLayer({
  leaderboard,
  event,
  still,
}: {
  leaderboard: LeaderboardResponse | undefined;
  event: EventResponse | undefined;
  still: boolean;
}) {
  const reveal = useBigScreenReveal(leaderboard);
  const step = useRevealStep();
  useRevealKeys(reveal && { step: reveal.step, total: reveal.frames.length }, (to) =>
    step.mutateAsync(to),
  );
  if (!reveal) return null;
  return <RevealStage reveal={reveal} event={event} still={still} />;
}

function RevealStage({
  reveal,
  event,
  still,
}: {
  reveal: RevealState;
  event: EventResponse | undefined;
  still: boolean;
}) {
  const { t } = useTranslation();
  const frame = reveal.step > 0 ? reveal.frames[reveal.step - 1] : null;
  const shown = [...revealedTeams(reveal.frames, reveal.step)].sort(
    (a, b) => a.position - b.position || a.name.localeCompare(b.name),
  );
  const fresh = new Set(frame?.kind === 'teams' ? frame.teams.map((team) => team.team_id) : []);
  const done = reveal.step === reveal.frames.length;
  return (
    <section
      className={`reveal-stage${still ? ' reveal-stage--still' : ''}`}
      aria-labelledby="reveal-title"
      data-step={reveal.step}
    >
      <header className="reveal-stage__header">
        <Img
          src={event?.photo_url}
          alt=""
          fallback="event"
          className="big-screen__logo"
          loading="eager"
        />
        <div className="big-screen__titles">
          <p className="big-screen__eyebrow" id="reveal-title">
            {t(done ? 'revealFinalStandings' : 'revealEyebrow')}
          </p>
          <h1 className="big-screen__event">
            <bdi>{event?.name}</bdi>
          </h1>
        </div>
        {reveal.step > 0 && (
          <p className="reveal-stage__progress">
            {t('revealProgress', { step: reveal.step, count: reveal.frames.length })}
          </p>
        )}
      </header>
      <div className="reveal-stage__body">
        {/* Keyed by the step, so each step makes its entrance (none with less motion). */}
        <div key={reveal.step} className="reveal-spotlight" role="status" aria-live="polite">
          {frame === null ? (
            <RevealTitle reveal={reveal} />
          ) : frame.kind === 'award' ? (
            <AwardMoment award={frame.award} />
          ) : (
            <TeamsMoment teams={frame.teams} since={reveal.quarter_label} />
          )}
        </div>
        <section className="reveal-board" aria-labelledby="reveal-board-title">
          <h2 id="reveal-board-title" className="board-panel__title">
            <Trophy aria-hidden="true" className="board-panel__icon" />
            {t('revealFinalStandings')}
          </h2>
          {shown.length === 0 ? (
            <p className="reveal-board__empty">{t('revealBoardEmpty')}</p>
          ) : (
            <ol className="reveal-board__list" aria-label={t('revealFinalStandings')}>
              {shown.map((team) => (
                <RevealRow key={team.team_id} team={team} fresh={fresh.has(team.team_id)} />
              ))}
            </ol>
          )}
        </section>
      </div>
      <p className="reveal-stage__keys">
        <Keyboard aria-hidden="true" />
        {t('revealKeys')}
      </p>
    </section>
  );
}

function RevealTitle({ reveal }: { reveal: RevealState }) {
  const { t } = useTranslation();
  return (
    <div className="reveal-title">
      <Sparkles aria-hidden="true" className="reveal-title__icon" />
      <p className="reveal-title__text">{t('revealTitle')}</p>
      <p className="reveal-title__detail">
        {t('revealTitleDetail', { quarter: isolate(reveal.quarter_label) })}
      </p>
    </div>
  );
}

function AwardMoment({ award }: { award: RevealAward }) {
  const { t } = useTranslation();
  return (
    <div className="reveal-award">
      <Award aria-hidden="true" className="reveal-award__icon" />
      <p className="reveal-award__eyebrow">{t('revealAward')}</p>
      <p className="reveal-award__name">
        <bdi>{awardNameSpacing(award.name)}</bdi>
      </p>
      <p className="reveal-award__goes">{t('revealAwardGoesTo')}</p>
      <div className="reveal-award__winner">
        <Img
          src={award.photo_url}
          alt=""
          fallback={award.winner_type === 'team' ? 'team' : 'company'}
          className="reveal-award__picture"
          loading="eager"
        />
        <span className="reveal-award__winner-name">
          <bdi>{award.winner_name}</bdi>
        </span>
      </div>
    </div>
  );
}

/** The teams of the step on show, lowest place first as they come, each as a card. */
function TeamsMoment({ teams, since }: { teams: RevealTeam[]; since: string }) {
  const size = teams.length === 1 ? 'one' : teams.length <= 3 ? 'few' : 'many';
  return (
    <ol className={`reveal-cards reveal-cards--${size}`}>
      {[...teams].reverse().map((team) => (
        <TeamCard key={team.team_id} team={team} since={since} />
      ))}
    </ol>
  );
}

function TeamCard({ team, since }: { team: RevealTeam; since: string }) {
  const { t } = useTranslation();
  const podium = team.position <= 3 ? team.position : undefined;
  const moved = team.quarter_position === null ? 0 : team.quarter_position - team.position;
  return (
    <li className="reveal-card" data-podium={podium} style={houseStripe(team.house_color)}>
      <span className="reveal-card__position">
        <span className="visually-hidden">{t('leaderboardPosition')} </span>
        <span className="tabular-nums">{team.position}</span>
      </span>
      <Img
        src={team.photo_url}
        alt=""
        fallback="team"
        className="reveal-card__picture"
        loading="eager"
      />
      <span className="reveal-card__text">
        {team.position === 1 && <span className="reveal-card__winner">{t('revealWinner')}</span>}
        <span className="reveal-card__name">
          <bdi>{team.name}</bdi>
        </span>
        {team.company_name && (
          <span className="reveal-card__company">
            <bdi>{team.company_name}</bdi>
          </span>
        )}
        <span className="reveal-card__moves">
          <span
            className={`reveal-card__gained tabular-nums${team.gained > 0 ? '' : ' reveal-card__gained--none'}`}
          >
            {t('revealGained', { points: isolate(signed(team.gained)), quarter: isolate(since) })}
          </span>
          {moved !== 0 && (
            <span className="reveal-card__places">
              {moved > 0 ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
              <span className="visually-hidden">
                {t(moved > 0 ? 'revealPlacesUp' : 'revealPlacesDown')}{' '}
              </span>
              <span className="tabular-nums">{Math.abs(moved)}</span>
            </span>
          )}
        </span>
      </span>
      <span className="reveal-card__points tabular-nums">
        {team.points}
        <span className="visually-hidden"> {t('rulesPoints')}</span>
      </span>
    </li>
  );
}

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/**
 * A team revealed so far, in the standings beside the spotlight (the step's teams lit): the big
 * screen's own row, without the company, with the points won since the quarter.
 */
function RevealRow({ team, fresh }: { team: RevealTeam; fresh: boolean }) {
  const { t } = useTranslation();
  return (
    <BoardRow
      team={{ ...team, company_name: null }}
      figure={team.points}
      unit={t('rulesPoints')}
      rise={undefined}
      className={fresh ? 'reveal-row reveal-row--fresh' : 'reveal-row'}
      note={
        team.gained !== 0 && (
          <span className="reveal-row__gained tabular-nums">{signed(team.gained)}</span>
        )
      }
    />
  );
}
