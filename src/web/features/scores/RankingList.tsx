import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import type { LeaderboardTeam } from '../../../shared/api/scores';
import { Img } from '../../components/Img';
import { SelectionLink } from '../../components/SelectionLink';
import { textColorOn } from '../../../shared/colors';
import { setSelection } from '../../lib/session';
import { RankBadge } from './RankBadge';
import { ScoreMark } from './ScoreMark';

/** What a leaderboard row shows of a team; the figure (points, cheers) comes from the screen. */
export type RankedTeam = Omit<LeaderboardTeam, 'points'>;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function houseColors(color: string | null): CSSProperties | undefined {
  if (!color || !HEX_COLOR.test(color)) return undefined;
  return { '--house-color': color, '--on-house-color': textColorOn(color) } as CSSProperties;
}

/**
 * What the house flag is announced as: "House: Red Dragons", the house's own name (not the team's);
 * only "House" for a house without a name (standings stored before names were kept).
 */
export function houseFlagLabel(t: TFunction, houseName: string | null): string {
  return houseName ? t('houseFlagLabel', { house: houseName }) : t('house');
}

export interface RankingListProps<T extends RankedTeam> {
  teams: readonly T[];
  userTeamId: number | null;
  /** Already translated: names the list. */
  label: string;
  /** The team's figure at the row's end: its points or its cheers. */
  figure: (team: T) => ReactNode;
  /**
   * With it, a tap on a row calls it (the leaderboard opens the team's points breakdown) instead
   * of opening /team.
   */
  onOpen?: (team: T) => void;
}

/**
 * A leaderboard (/leaderboard, /cheers-leaderboard): teams in position order, each opening
 * /team (or, with `onOpen`, a button that calls it), with its house flag opening /house. The viewer's own team is highlighted and scrolled
 * into view. Rows off screen are not rendered (`content-visibility: auto` in scores.css), so a
 * leaderboard of hundreds of teams scrolls smoothly on a phone.
 */
export function RankingList<T extends RankedTeam>({
  teams,
  userTeamId,
  label,
  figure,
  onOpen,
}: RankingListProps<T>) {
  const ownRow = useRef<HTMLLIElement>(null);
  useEffect(() => {
    ownRow.current?.scrollIntoView({ block: 'center' });
  }, [userTeamId]);

  return (
    <ol className="ranking-list" aria-label={label}>
      {teams.map((team) => {
        const isOwn = team.team_id === userTeamId;
        return (
          <li
            key={team.team_id}
            ref={isOwn ? ownRow : undefined}
            className={isOwn ? 'ranking-row ranking-row--own' : 'ranking-row'}
          >
            <RankingRow
              team={team}
              isOwn={isOwn}
              figure={figure(team)}
              onOpen={onOpen && (() => onOpen(team))}
            />
          </li>
        );
      })}
    </ol>
  );
}

function RankingRow({
  team,
  isOwn,
  figure,
  onOpen,
}: {
  team: RankedTeam;
  isOwn: boolean;
  figure: ReactNode;
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ranking-row__main">
      <RankBadge value={team.position} />
      <Img
        src={team.photo_url}
        alt=""
        fallback="team"
        width={44}
        height={44}
        className="ranking-row__picture"
      />
      <span className="ranking-row__text">
        <span className="ranking-row__name">
          {/* Stretched over the whole row (scores.css), so a tap anywhere opens the team. */}
          {onOpen ? (
            <button
              type="button"
              className="ranking-row__link ranking-row__button"
              dir="auto"
              aria-haspopup="dialog"
              onClick={onOpen}
            >
              {team.name}
            </button>
          ) : (
            <Link
              to="/team"
              className="ranking-row__link"
              dir="auto"
              onClick={() => setSelection('otherTeamId', team.team_id)}
            >
              {team.name}
            </Link>
          )}
          {team.is_rival && <ScoreMark kind="rival" />}
          {isOwn && <span className="own-team-pill">{t('yourTeam')}</span>}
        </span>
        <span className="ranking-row__detail">
          {team.house_id !== null && (
            <SelectionLink
              to="/house"
              selectionKey="selectedHouseId"
              id={team.house_id}
              className="ranking-row__house"
            >
              <span className="ranking-row__flag" style={houseColors(team.house_color)}>
                <Flag aria-hidden="true" size={12} />
              </span>
              <span className="visually-hidden">{houseFlagLabel(t, team.house_name)}</span>
            </SelectionLink>
          )}
          {team.company_name && <span dir="auto">{team.company_name}</span>}
        </span>
      </span>
      {figure}
    </div>
  );
}
