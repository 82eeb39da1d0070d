/**
 * Rows glide to their new place when the ranking changes (FLIP with the Web Animations API):
 * after React moved the rows, each row whose team changed position starts where it was drawn
 * before and slides to its new place; a team coming from another page slides in from the edge
 * of the list. Nothing moves when the viewer asked for less motion, on the first reading, or on
 * a page flip (the positions did not change). Running animations are cancelled on unmount and
 * forgotten when they end, so nothing piles up over hours.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export const SLIDE_MS = 900;
const EASING = 'cubic-bezier(0.22, 1, 0.36, 1)';

type Positions = ReadonlyMap<number, number>;

export function useRankMotion(
  list: RefObject<HTMLElement | null>,
  teams: readonly { team_id: number }[] | undefined,
  still: boolean,
): void {
  const previous = useRef<Positions | null>(null);
  const running = useRef(new Set<Animation>());

  useLayoutEffect(() => {
    if (!teams) return;
    const positions: Positions = new Map(teams.map((team, index) => [team.team_id, index]));
    const before = previous.current;
    previous.current = positions;
    if (!before || still || !list.current) return;
    slideRows(list.current, before, positions, running.current);
  }, [teams, still, list]);

  useEffect(() => {
    const animations = running.current;
    return () => animations.forEach((animation) => animation.cancel());
  }, []);
}

/** The distance from one row to the next: a row's height and the list's gap. */
function rowPitch(list: HTMLElement, row: HTMLElement): number {
  return row.offsetHeight + (Number.parseFloat(getComputedStyle(list).rowGap) || 0);
}

/** Where a row is drawn now, as its animation has it mid-flight (0 when it stands still). */
function drawnOffset(row: HTMLElement): number {
  const transform = getComputedStyle(row).transform;
  return transform && transform !== 'none' ? new DOMMatrixReadOnly(transform).m42 : 0;
}

function slideRows(
  list: HTMLElement,
  before: Positions,
  after: Positions,
  running: Set<Animation>,
): void {
  const rows = Array.from(list.querySelectorAll<HTMLElement>('[data-team-id]'));
  if (rows.length === 0 || typeof rows[0].animate !== 'function') return;
  const pitch = rowPitch(list, rows[0]);
  const edge = list.clientHeight + pitch;
  for (const row of rows) {
    const teamId = Number(row.dataset.teamId);
    const from = before.get(teamId);
    const to = after.get(teamId);
    if (from === undefined || to === undefined || from === to) continue;
    const start = Math.max(-edge, Math.min(edge, (from - to) * pitch)) + drawnOffset(row);
    // Only its own slide: the row's flash (a CSS animation) carries on.
    row.getAnimations().forEach((animation) => running.has(animation) && animation.cancel());
    slide(row, start, from > to, running);
  }
}

/** One row from `start` px to its place; a rising row passes over the rows it overtakes. */
function slide(row: HTMLElement, start: number, rising: boolean, running: Set<Animation>): void {
  const layer = rising ? '2' : '1';
  const animation = row.animate(
    [
      { transform: `translateY(${start}px)`, zIndex: layer },
      { transform: 'translateY(0)', zIndex: layer },
    ],
    { duration: SLIDE_MS, easing: EASING },
  );
  running.add(animation);
  const forget = () => running.delete(animation);
  animation.addEventListener('finish', forget);
  animation.addEventListener('cancel', forget);
}
