/**
 * A team's readiness for the event (product.md §2 /team and /readiness, product.md "Readiness"):
 * eight items, each satisfied or not, and the percent of those satisfied. The server computes
 * the answer with this function and the web shows the checklist in this order.
 */

export const READINESS_ITEMS = [
  'captain',
  'players',
  'photo',
  'slogan',
  'bio',
  'song',
  'joker',
  'challenged',
] as const;
export type ReadinessItem = (typeof READINESS_ITEMS)[number];

/** What readiness is computed from. */
export interface ReadinessFacts {
  hasCaptain: boolean;
  playerCount: number;
  maxPlayers: number;
  picture: string | null;
  slogan: string | null;
  bio: string | null;
  songUrl: string | null;
  hasJoker: boolean;
  challengedCount: number;
}

const present = (value: string | null) => value !== null && value.trim() !== '';

/** Which of the eight items a team satisfies. */
export function readinessChecklist(facts: ReadinessFacts): Record<ReadinessItem, boolean> {
  return {
    captain: facts.hasCaptain,
    players: facts.playerCount >= facts.maxPlayers,
    photo: present(facts.picture),
    slogan: present(facts.slogan),
    bio: present(facts.bio),
    song: present(facts.songUrl),
    joker: facts.hasJoker,
    challenged: facts.challengedCount >= 1,
  };
}

/** Satisfied items ÷ 8 × 100, rounded to a whole percent. */
export function readinessPercent(facts: ReadinessFacts): number {
  const done = Object.values(readinessChecklist(facts)).filter(Boolean).length;
  return Math.round((done / READINESS_ITEMS.length) * 100);
}

/** A progress bar's width: a percent clamped to 0–100 (product.md §9). */
export const clampPercent = (percent: number): number =>
  Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
