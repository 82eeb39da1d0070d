/**
 * The organizer console's points part (issue 22, an addition to product.md §7): the points table
 * (points per rank, the joker and ladies bonuses), the order of the tiebreak battles, and the
 * leaderboard quarter (the standings as they stood at a chosen moment, shown to players with a
 * label instead of the live leaderboard until withdrawn).
 */
import { z } from 'zod';
import { TEXT_MAX, requiredText } from '../validation';
import { defineRoute } from './contract';
import { idBody } from './ids';
import {
  momentInput,
  organizerAccess,
  organizerMessages,
  savedResponse,
  wholeNumber,
} from './organizer';
import { count, id, moment, text } from './wire';

/** Message keys of this part; the web app translates them (organizer namespace). */
export const organizerPointsMessages = {
  rankRepeated: 'pointsRankRepeated',
  rankGap: 'pointsRankGap',
  ladiesOnEveryRow: 'pointsLadiesOnEveryRow',
  tiebreakRepeated: 'tiebreakBattleRepeated',
  quarterInFuture: 'quarterInFuture',
  quarterPublished: 'quarterPublished',
  quarterWithdrawn: 'quarterWithdrawn',
} as const;

/** Ranks the table may hold: the crew's ranks go up to 999. */
export const POINTS_TABLE_MAX_ROWS = 999;
/** The most points a rank, a joker or a ladies bonus may give. */
export const POINTS_MAX = 10_000;
/** The most battles the tiebreak list may name. */
export const TIEBREAK_MAX = 100;

const points = wholeNumber(0, POINTS_MAX);

export const pointsTableRow = z.object({
  rank: wholeNumber(1, POINTS_TABLE_MAX_ROWS),
  score: points,
  joker: points,
  /** Null on every row when the event has no ladies bonus. */
  ladies: points.nullable(),
});

type PointsTableRowBody = z.output<typeof pointsTableRow>;

/**
 * Ranks 1..n, each once (the rows may come in any order), and the ladies bonus on every row or
 * on none. Each refusal names its row (`rows.2.rank`), so the form marks that input.
 */
function checkRows(rows: PointsTableRowBody[], ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    if (seen.has(row.rank)) {
      ctx.addIssue({
        code: 'custom',
        message: organizerPointsMessages.rankRepeated,
        path: ['rows', index, 'rank'],
      });
    } else if (row.rank > rows.length) {
      ctx.addIssue({
        code: 'custom',
        message: organizerPointsMessages.rankGap,
        path: ['rows', index, 'rank'],
      });
    }
    seen.add(row.rank);
  });
  const withLadies = rows.filter((row) => row.ladies !== null).length;
  if (withLadies === 0 || withLadies === rows.length) return;
  rows.forEach((row, index) => {
    if (row.ladies === null) {
      ctx.addIssue({
        code: 'custom',
        message: organizerPointsMessages.ladiesOnEveryRow,
        path: ['rows', index, 'ladies'],
      });
    }
  });
}

/** The whole points table, replacing the stored one. */
export const pointsTableBody = z
  .object({ rows: z.array(pointsTableRow).max(POINTS_TABLE_MAX_ROWS) })
  .superRefine((body, ctx) => checkRows(body.rows, ctx));
export type PointsTableBody = z.output<typeof pointsTableBody>;
export type PointsTableInput = z.input<typeof pointsTableBody>;

export const organizerPointsRow = z.object({
  rank: count,
  score: count,
  joker: count,
  ladies: count.nullable(),
});
export type OrganizerPointsRow = z.infer<typeof organizerPointsRow>;

export const organizerPointsTableRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/points-table',
  summary: "The chosen event's points table by rank: points, joker bonus, ladies bonus (or null).",
  addition: true,
  access: organizerAccess,
  response: z.object({ rows: z.array(organizerPointsRow) }),
});

export const organizerPointsTableSaveRoute = defineRoute({
  method: 'PUT',
  path: '/api/organizer/points-table',
  summary:
    "Replaces the points table (ranks 1..n, points 0–10000, ladies on every row or none) and recomputes the points of the event's saved results (audited).",
  addition: true,
  access: organizerAccess,
  body: pointsTableBody,
  response: savedResponse,
  refusals: {
    400: [
      organizerMessages.invalidNumber,
      organizerPointsMessages.rankRepeated,
      organizerPointsMessages.rankGap,
      organizerPointsMessages.ladiesOnEveryRow,
    ],
  },
});

// ---------------------------------------------------------------------------------------------
// The tiebreak order
// ---------------------------------------------------------------------------------------------

/** The battles that break a tie, first one first; none is allowed. */
export const tiebreakBody = z
  .object({ battle_ids: z.array(idBody).max(TIEBREAK_MAX) })
  .superRefine((body, ctx) => {
    body.battle_ids.forEach((battleId, index) => {
      if (body.battle_ids.indexOf(battleId) !== index) {
        ctx.addIssue({
          code: 'custom',
          message: organizerPointsMessages.tiebreakRepeated,
          path: ['battle_ids', index],
        });
      }
    });
  });

export const organizerTiebreakBattle = z.object({ id, name: text });
export type OrganizerTiebreakBattle = z.infer<typeof organizerTiebreakBattle>;

export const organizerTiebreakRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/tiebreak',
  summary: "The chosen event's tiebreak battles, first one first.",
  addition: true,
  access: organizerAccess,
  response: z.object({ battles: z.array(organizerTiebreakBattle) }),
});

export const organizerTiebreakSaveRoute = defineRoute({
  method: 'PUT',
  path: '/api/organizer/tiebreak',
  summary:
    'Replaces the tiebreak order with battles of the event, each once; an empty list removes it (audited).',
  addition: true,
  access: organizerAccess,
  body: tiebreakBody,
  response: savedResponse,
  refusals: {
    400: [organizerPointsMessages.tiebreakRepeated],
    404: [organizerMessages.notFound],
  },
});

// ---------------------------------------------------------------------------------------------
// The leaderboard quarter
// ---------------------------------------------------------------------------------------------

/**
 * The moment a quarter's standings show: not in the future (the server checks it against its
 * clock), nor before 1970, where the database's calendar and JavaScript's part ways and no result
 * can be. Left out, it is the moment of publishing (previewing) by the server's clock.
 */
const quarterMoment = momentInput
  .refine((value) => Date.parse(value) >= 0, organizerMessages.invalidDate)
  .optional();

/** A quarter to publish: its label and, optionally, the moment its standings show. */
export const quarterBody = z.object({
  label: requiredText(TEXT_MAX),
  as_of: quarterMoment,
});
export type QuarterBody = z.output<typeof quarterBody>;

export const quarterPreviewQuery = z.object({ as_of: quarterMoment });

/** One team's place in a quarter's standings (the leaderboard's, without the viewer's marks). */
export const quarterStanding = z.object({
  position: count,
  team_id: id,
  name: text,
  photo_url: text.nullable(),
  company_name: text.nullable(),
  house_id: id.nullable(),
  house_color: text.nullable(),
  points: z.number().int(),
});
export const quarterPreviewResponse = z.object({
  /** The moment previewed (the server's now when none was asked for). */
  as_of: moment,
  teams: z.array(quarterStanding),
});
export type QuarterPreview = z.infer<typeof quarterPreviewResponse>;

export const organizerQuarter = z.object({ label: text, as_of: moment, published_at: moment });
export type OrganizerQuarter = z.infer<typeof organizerQuarter>;

export const organizerQuarterRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/quarter',
  summary: "The chosen event's published leaderboard quarter, or null while the live one shows.",
  addition: true,
  access: organizerAccess,
  response: z.object({ quarter: organizerQuarter.nullable() }),
});

export const organizerQuarterPreviewRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/quarter/preview',
  summary:
    'The standings a quarter would show if published now: as they stood at `as_of` (results saved and extra points given until then), or at this moment when left out.',
  addition: true,
  access: organizerAccess,
  query: quarterPreviewQuery,
  response: quarterPreviewResponse,
  refusals: { 400: [organizerPointsMessages.quarterInFuture] },
});

export const organizerQuarterPublishRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/quarter',
  summary:
    "Publishes the leaderboard as it stood at `as_of` (results saved and extra points given until then; the moment of publishing by the server's clock when left out) with a label, replacing any published one (audited). While it is published, no non-organizer sees points or standings later than its moment: /leaderboard, /scores, /score, team points, the breakdown and the big screen, and no score notification goes out until it is withdrawn or a later quarter is published.",
  addition: true,
  access: organizerAccess,
  body: quarterBody,
  response: savedResponse,
  refusals: { 400: [organizerPointsMessages.quarterInFuture] },
});

export const organizerQuarterWithdrawRoute = defineRoute({
  method: 'DELETE',
  path: '/api/organizer/quarter',
  summary: 'Withdraws the published quarter: players see the live leaderboard again (audited).',
  addition: true,
  access: organizerAccess,
  response: savedResponse,
  refusals: { 404: [organizerMessages.notFound] },
});
