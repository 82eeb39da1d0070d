import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Img } from '../../components/Img';
import type { BoardTeam } from './boardTeam';
import type { Rise } from './rises';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function houseStripe(color: string | null): CSSProperties | undefined {
  if (!color || !HEX_COLOR.test(color)) return undefined;
  return { '--house-color': color } as CSSProperties;
}

export interface BoardRowProps {
  team: BoardTeam;
  figure: number;
  /** Already translated: what the figure counts ("Points", "Cheers"), for screen readers. */
  unit: string;
  rise: Rise | undefined;
  /** More classes on the row (the reveal's). */
  className?: string;
  /** Shown before the figure, where a rise shows (the reveal's points since the quarter). */
  note?: ReactNode;
}

/**
 * One team on the big screen: position (the first three in medal colours), picture, name,
 * company, house stripe and its figure. A team that just rose flashes and shows "+N" (a still
 * highlight when less motion is asked for, bigScreen.css).
 */
export function BoardRow({ team, figure, unit, rise, className, note }: BoardRowProps) {
  const { t } = useTranslation();
  const podium = team.position <= 3 ? team.position : undefined;
  const classes = [
    'board-row',
    className,
    podium && 'board-row--podium',
    rise && 'board-row--rose',
  ];
  return (
    <li
      className={classes.filter(Boolean).join(' ')}
      data-team-id={team.team_id}
      data-podium={podium}
      style={houseStripe(team.house_color)}
    >
      <span className="board-row__position">
        <span className="visually-hidden">{t('leaderboardPosition')} </span>
        <span className="tabular-nums">{team.position}</span>
      </span>
      <Img
        src={team.photo_url}
        alt=""
        fallback="team"
        className="board-row__picture"
        loading="eager"
      />
      <span className="board-row__text">
        <span className="board-row__name">
          <bdi>{team.name}</bdi>
        </span>
        {team.company_name && (
          <span className="board-row__company">
            <bdi>{team.company_name}</bdi>
          </span>
        )}
      </span>
      {rise && (
        // Keyed by the amount, so a second rise while the first shows pops in again.
        <span key={rise.amount} className="board-row__rise tabular-nums">
          {t('bigScreenRise', { amount: rise.amount })}
        </span>
      )}
      {note}
      <span className="board-row__figure tabular-nums">
        {figure}
        <span className="visually-hidden"> {unit}</span>
      </span>
    </li>
  );
}
