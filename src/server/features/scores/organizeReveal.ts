/**
 * The reveal on the big screen (issue 41), the scores area's writes for the organizer console.
 * They run inside the organizer area's `organize` transaction, which audits them and publishes
 * the event's change after commit: every big screen and console on the event refreshes its
 * reads from the live stream and shows the step the database holds.
 *
 * A reveal belongs to the published quarter (its row goes with the quarter's): starting one
 * fixes its steps from the live standings and the event's awards (src/shared/reveal.ts), so
 * a result saved meanwhile cannot move a team under the audience's eyes; ending it withdraws
 * the quarter, and players catch up with the live standings at that moment, not before.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { awards, companies, leaderboardQuarters, leaderboardReveals, teams } from '../../db/schema';
import { iso, parsedJson } from '../../db/wire';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { organizerMessages } from '../../../shared/api/organizer';
import {
  revealFrame,
  revealMessages,
  type RevealAward,
  type RevealStartBody,
  type RevealState,
} from '../../../shared/api/reveal';
import { planReveal } from '../../../shared/reveal';
import type { AuditNote } from '../../auditNote';
import { currentStandings } from './leaderboard';
import { withdrawQuarter } from './organizeScoring';

/** What the quarter stored of each team that the reveal needs: its place and points. */
const quarterPlaces = z.array(
  z.object({ team_id: z.number(), position: z.number(), points: z.number() }),
);
const storedFrames = z.array(revealFrame);

/** GET /organizer/reveal: the reveal of the event with every step, or null. */
export async function organizerReveal(
  db: Db,
  eventId: number,
): Promise<{ reveal: RevealState | null }> {
  const [row] = await db
    .select({
      quarter_label: leaderboardReveals.quarterLabel,
      step_size: leaderboardReveals.stepSize,
      step: leaderboardReveals.step,
      frames: leaderboardReveals.frames,
      started_at: iso(leaderboardReveals.startedAt),
      updated_at: iso(leaderboardReveals.updatedAt),
    })
    .from(leaderboardReveals)
    .where(eq(leaderboardReveals.eventId, eventId));
  if (!row) return { reveal: null };
  return { reveal: { ...row, frames: storedFrames.parse(parsedJson(row.frames)) } };
}

/** The event's awards in the order they were given, each with its winner's name and picture. */
async function eventAwards(tx: Db, eventId: number): Promise<RevealAward[]> {
  const rows = await tx
    .select({
      award_id: awards.id,
      name: awards.name,
      winner_type: awards.winnerType,
      team_name: teams.name,
      team_picture: teams.picture,
      company_name: companies.name,
      company_picture: companies.photoUrl,
    })
    .from(awards)
    .leftJoin(teams, eq(teams.id, awards.teamId))
    .leftJoin(companies, eq(companies.id, awards.companyId))
    .where(eq(awards.eventId, eventId))
    .orderBy(asc(awards.createdAt), asc(awards.id));
  return rows.map((row) => ({
    award_id: row.award_id,
    name: row.name,
    winner_type: row.winner_type,
    winner_name: (row.winner_type === 'team' ? row.team_name : row.company_name) ?? '',
    photo_url: row.winner_type === 'team' ? row.team_picture : row.company_picture,
  }));
}

/**
 * Starts the reveal from the published quarter (else 409 revealNeedsQuarter), replacing one
 * that runs: the live standings from the last place up, `step_size` teams a step below the
 * podium, the awards between; the big screen shows its title until the first step.
 */
export async function startReveal(
  tx: Db,
  eventId: number,
  body: RevealStartBody,
  now: Date,
): Promise<AuditNote> {
  // The quarter's row is the reveal's lock: a withdrawal or another start waits for this one.
  const [quarter] = await tx
    .select({ label: leaderboardQuarters.label, standings: leaderboardQuarters.standings })
    .from(leaderboardQuarters)
    .where(eq(leaderboardQuarters.eventId, eventId))
    .for('update');
  if (!quarter) throw new ConflictError(revealMessages.needsQuarter);
  const standings = await currentStandings({ db: tx }, eventId);
  if (standings.length === 0) throw new ConflictError(revealMessages.noTeams);
  const frames = planReveal(
    standings,
    quarterPlaces.parse(parsedJson(quarter.standings)),
    await eventAwards(tx, eventId),
    body.step_size,
  );
  const reveal = {
    quarterLabel: quarter.label,
    stepSize: body.step_size,
    step: 0,
    stepCount: frames.length,
    frames,
    startedAt: now,
    updatedAt: now,
  };
  await tx
    .insert(leaderboardReveals)
    .values({ eventId, ...reveal })
    .onConflictDoUpdate({ target: leaderboardReveals.eventId, set: reveal });
  return {
    action: 'start',
    entity: 'reveal',
    entityId: null,
    summary: `${quarter.label} (${body.step_size})`,
  };
}

/**
 * Shows `step`: one after or before the step shown (the same one changes nothing). Past the
 * last step 400 revealAtEnd; further than one away 409 revealMoved (the caller's screen is
 * behind: another organizer moved it); no reveal 404.
 */
export async function stepReveal(
  tx: Db,
  eventId: number,
  step: number,
  now: Date,
): Promise<AuditNote[]> {
  const [reveal] = await tx
    .select({ step: leaderboardReveals.step, stepCount: leaderboardReveals.stepCount })
    .from(leaderboardReveals)
    .where(eq(leaderboardReveals.eventId, eventId))
    .for('update');
  if (!reveal) throw new NotFoundError(organizerMessages.notFound);
  if (step > reveal.stepCount) throw new BadRequestError(revealMessages.atEnd);
  if (Math.abs(step - reveal.step) > 1) throw new ConflictError(revealMessages.moved);
  if (step === reveal.step) return [];
  await tx
    .update(leaderboardReveals)
    .set({ step, updatedAt: now })
    .where(and(eq(leaderboardReveals.eventId, eventId), eq(leaderboardReveals.step, reveal.step)));
  return [
    {
      action: step > reveal.step ? 'next' : 'back',
      entity: 'reveal',
      entityId: null,
      summary: `${step} / ${reveal.stepCount}`,
    },
  ];
}

/**
 * Ends the reveal and withdraws its quarter in the same transaction: every screen shows the
 * live standings again and the score notes a freeze kept back go out. Answers the audit notes
 * and who was told.
 */
export async function endReveal(
  tx: Db,
  eventId: number,
  now: Date,
): Promise<{ audit: AuditNote[]; told: number[] }> {
  const [ended] = await tx
    .delete(leaderboardReveals)
    .where(eq(leaderboardReveals.eventId, eventId))
    .returning({
      label: leaderboardReveals.quarterLabel,
      step: leaderboardReveals.step,
      stepCount: leaderboardReveals.stepCount,
    });
  if (!ended) throw new NotFoundError(organizerMessages.notFound);
  const withdrawn = await withdrawQuarter(tx, eventId, now);
  return {
    audit: [
      {
        action: 'end',
        entity: 'reveal',
        entityId: null,
        summary: `${ended.label} (${ended.step} / ${ended.stepCount})`,
      },
      withdrawn.audit,
    ],
    told: withdrawn.told,
  };
}
