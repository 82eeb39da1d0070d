import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  BreakdownBattle,
  BreakdownNeighbour,
  LeaderboardBreakdownResponse,
  LeaderboardTeam,
} from '../../../shared/api/scores';
import { Button, buttonClassName } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { SelectionLink } from '../../components/SelectionLink';
import { Sheet } from '../../components/Sheet';
import { SkeletonText } from '../../components/SkeletonText';
import { ApiError } from '../../lib/api';
import { isolate } from '../../lib/isolate';
import { useLeaderboardBreakdown } from './api';
import { RankBadge } from './RankBadge';
import { ScoreMarks, type ScoreMarkKind } from './ScoreMark';

/**
 * Why a team is where it is (tapping a row of /leaderboard): per challenge it played, the rank
 * and the points (score, joker bonus, ladies bonus), a disqualification, its extra points with
 * their reasons and the total; and against the team directly above or below on equal points,
 * the tiebreak challenge that decided (both ranks) or that they share the position. The server
 * builds it from the leaderboard's own engine, so the total is the row's points. A link opens
 * the team's page, as the row did before.
 */
export function BreakdownSheet({
  team,
  quarter,
  onClose,
}: {
  team: LeaderboardTeam;
  /**
   * For an organizer while a quarter is published, its label: the row shows the frozen points,
   * the sheet the live ones. Null otherwise (everyone else's sheet is the quarter's, like the row).
   */
  quarter: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const breakdown = useLeaderboardBreakdown(team.team_id);
  return (
    <Sheet
      title={team.name}
      titleDir="auto"
      closeLabel={t('close')}
      onClose={onClose}
      className="breakdown-sheet"
      description={
        <p className="breakdown-summary">
          {/* The text beside it says the position in words. */}
          <span aria-hidden="true">
            <RankBadge value={team.position} />
          </span>
          <span>{t('breakdownSummary', { position: team.position, points: team.points })}</span>
        </p>
      }
      actions={
        <SelectionLink
          to="/team"
          selectionKey="otherTeamId"
          id={team.team_id}
          className={buttonClassName('secondary')}
        >
          {t('breakdownTeamPage')}
        </SelectionLink>
      }
    >
      {quarter !== null && <Notice>{t('breakdownLiveNote', { quarter: isolate(quarter) })}</Notice>}
      <BreakdownState query={breakdown} />
    </Sheet>
  );
}

function BreakdownState({ query }: { query: ReturnType<typeof useLeaderboardBreakdown> }) {
  const { t } = useTranslation();
  if (query.data) return <Breakdown data={query.data} />;
  if (query.isPending && query.fetchStatus !== 'paused') return <BreakdownSkeleton />;
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <Notice kind="warning">{t('teamNotFound')}</Notice>;
  }
  const offline =
    query.fetchStatus === 'paused' ||
    (query.error instanceof ApiError && query.error.status === 0) ||
    !navigator.onLine;
  return (
    <Notice
      kind="error"
      role="alert"
      title={offline ? t('offlineTitle') : t('breakdownLoadFailed')}
    >
      {offline && <p>{t('offlineMessage')}</p>}
      <Button variant="secondary" className="breakdown-retry" onClick={() => void query.refetch()}>
        {t('retry')}
      </Button>
    </Notice>
  );
}

/**
 * A number in a line of text, kept left to right in a right-to-left line; `signed` writes it as
 * it reads in a sum, "+10" or "-5".
 */
function Num({ value, signed = false }: { value: number; signed?: boolean }) {
  return (
    <bdi className="breakdown-number tabular-nums" dir="ltr">
      {signed && value > 0 ? `+${value}` : value}
    </bdi>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="breakdown-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="breakdown-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Breakdown({ data }: { data: LeaderboardBreakdownResponse }) {
  const { t } = useTranslation();
  return (
    <div className="breakdown">
      <Section title={t('breakdownChallenges')}>
        {data.battles.length === 0 ? (
          <p className="text-muted">{t('breakdownNoChallenges')}</p>
        ) : (
          <ul className="breakdown-list">
            {data.battles.map((line) => (
              <BattleLine key={line.score_id} line={line} />
            ))}
          </ul>
        )}
      </Section>
      {data.extra_points.length > 0 && (
        <Section title={t('teamExtraPoints')}>
          <ul className="breakdown-list">
            {data.extra_points.map((extra, index) => (
              <li key={index} className="breakdown-line">
                <span className="breakdown-line__text" dir="auto">
                  {extra.reason}
                </span>
                <span className="breakdown-line__points">
                  <Num value={extra.points} signed />
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <p className="breakdown-total">
        <span>{t('breakdownTotal')}</span>
        <span className="breakdown-total__figure">
          <span className="breakdown-total__value tabular-nums">{data.points}</span>
          <span className="breakdown-total__unit">{t('rulesPoints')}</span>
        </span>
      </p>
      {data.neighbours.length > 0 && (
        <Section title={t('breakdownTies')}>
          <ul className="breakdown-ties">
            {data.neighbours.map((neighbour) => (
              <TieExplanation key={neighbour.team_id} own={data} neighbour={neighbour} />
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

function lineMarks(line: BreakdownBattle): ScoreMarkKind[] {
  const marks: ScoreMarkKind[] = [];
  if (line.is_joker) marks.push('joker');
  if (line.is_ladies) marks.push('ladies');
  if (line.is_disqualified) marks.push('disqualified');
  return marks;
}

function BattleLine({ line }: { line: BreakdownBattle }) {
  const { t } = useTranslation();
  const place = line.is_disqualified
    ? t('scoreDisqualified')
    : line.rank === null
      ? t('breakdownNotRanked')
      : t('scoreRank', { rank: line.rank });
  const withBonus = line.joker !== 0 || line.ladies !== 0;
  return (
    <li className="breakdown-line">
      <span className="breakdown-line__text">
        <span className="breakdown-line__name" dir="auto">
          {line.battle_name}
        </span>
        <span className="breakdown-line__facts">
          <span className="tabular-nums">{place}</span>
          <ScoreMarks kinds={lineMarks(line)} />
        </span>
        {withBonus && (
          <span className="breakdown-line__parts">
            <span>
              {t('breakdownScore')} <Num value={line.score} />
            </span>
            {line.joker !== 0 && (
              <span>
                {t('rulesJoker')} <Num value={line.joker} signed />
              </span>
            )}
            {line.ladies !== 0 && (
              <span>
                {t('rulesLadies')} <Num value={line.ladies} signed />
              </span>
            )}
          </span>
        )}
      </span>
      <span className="breakdown-line__points tabular-nums">{line.points}</span>
    </li>
  );
}

/** The team and its neighbour on equal points, the one placed higher first. */
function TieExplanation({
  own,
  neighbour,
}: {
  own: LeaderboardBreakdownResponse;
  neighbour: BreakdownNeighbour;
}) {
  const { t } = useTranslation();
  const other = isolate(neighbour.name);
  const decided = neighbour.decided_by;
  const rankText = (rank: number | null) =>
    rank === null ? t('breakdownNotRanked') : t('scoreRank', { rank });
  const ownRow = { name: own.name, rank: decided?.rank ?? null, isOwn: true };
  const otherRow = { name: neighbour.name, rank: decided?.other_rank ?? null, isOwn: false };
  const rows = neighbour.relation === 'above' ? [otherRow, ownRow] : [ownRow, otherRow];
  return (
    <li className="breakdown-tie">
      <p>
        {neighbour.relation === 'above'
          ? t('breakdownTieAbove', { team: other })
          : t('breakdownTieBelow', { team: other })}
      </p>
      {decided ? (
        <>
          <p className="breakdown-tie__decided">
            {t('breakdownDecidedBy', { battle: isolate(decided.battle_name) })}
          </p>
          <dl className="breakdown-tie__ranks">
            {rows.map((row) => (
              <div
                key={row.isOwn ? 'own' : 'other'}
                className={
                  row.isOwn ? 'breakdown-tie__rank breakdown-tie__rank--own' : 'breakdown-tie__rank'
                }
              >
                <dt dir="auto">{row.name}</dt>
                <dd className="tabular-nums">{rankText(row.rank)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="breakdown-tie__decided">{t('breakdownShared', { position: own.position })}</p>
      )}
    </li>
  );
}

/** The sheet's content while it loads: a few challenge lines and the total. */
function BreakdownSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="breakdown" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <ul className="breakdown-list" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="breakdown-line">
            <span className="breakdown-line__text">
              <span className="breakdown-line__name">
                <SkeletonText width="55%" />
              </span>
              <span className="breakdown-line__facts">
                <SkeletonText width="25%" />
              </span>
            </span>
            <span className="breakdown-line__points">
              <SkeletonText width="2.5em" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
