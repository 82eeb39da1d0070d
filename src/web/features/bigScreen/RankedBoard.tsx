import { useRef } from 'react';
import { BoardRow } from './BoardRow';
import type { BoardTeam } from './boardTeam';
import { PageProgress } from './PageProgress';
import { usePageCycle } from './usePageCycle';
import { usePageEntrance } from './usePageEntrance';
import { useRankMotion } from './useRankMotion';
import { useRises } from './useRises';
import { useRowsThatFit } from './useRowsThatFit';

/** How long a page of a long board stays before the next one comes. */
export const PAGE_DWELL_MS = 10_000;

export interface RankedBoardProps<T extends BoardTeam> {
  teams: readonly T[];
  /** Must keep its identity between renders (defined at module level). */
  figureOf: (team: T) => number;
  /** Already translated: names the list. */
  label: string;
  /** Already translated: what the figure counts. */
  unit: string;
  /** Pages through the whole board; otherwise only the rows that fit (the top of it) show. */
  paged: boolean;
  /** Less motion asked for: no sliding rows, no rising pages. */
  still: boolean;
}

/**
 * A board in rank order that fills its space without a scrollbar: as many rows as fit, and for a
 * long board pages that take turns by themselves. Only the page on show is rendered, so a board
 * of a thousand teams costs what one page does. Rows glide to a new place and flash when they
 * rise (useRankMotion, useRises).
 */
export function RankedBoard<T extends BoardTeam>({
  teams,
  figureOf,
  label,
  unit,
  paged,
  still,
}: RankedBoardProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const perPage = useRowsThatFit(viewport, probe);
  const pageCount = paged ? Math.max(1, Math.ceil(teams.length / perPage)) : 1;
  const page = usePageCycle(pageCount, PAGE_DWELL_MS);
  const rises = useRises(teams, figureOf);
  useRankMotion(list, teams, still);
  usePageEntrance(list, page, still);
  const shown = teams.slice(page * perPage, (page + 1) * perPage);

  return (
    <>
      <div ref={viewport} className="ranked-board">
        <div ref={probe} className="board-row ranked-board__probe" aria-hidden="true" />
        <ol ref={list} className="ranked-board__list" aria-label={label}>
          {shown.map((team) => (
            <BoardRow
              key={team.team_id}
              team={team}
              figure={figureOf(team)}
              unit={unit}
              rise={rises.get(team.team_id)}
            />
          ))}
        </ol>
      </div>
      {/* Kept while there is one page too: the rows that fit must not depend on the pages. */}
      {paged && (
        <div className="ranked-board__footer">
          {pageCount > 1 && <PageProgress page={page} count={pageCount} dwellMs={PAGE_DWELL_MS} />}
        </div>
      )}
    </>
  );
}
