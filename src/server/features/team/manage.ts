/**
 * A team's own writes, by its players and its company's admins, before the event's closing
 * date: the edit form (GET and POST /edit-team) and the picture. Each checks the manager inside
 * its transaction and, after commit, tells the team's event to drop its snapshots (the page,
 * the teams lists, houses, readiness).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { WriteDeps } from '../../cache/changes';
import type { Db } from '../../db/client';
import { teams } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import type { EventScope } from '../../auth/eventScope';
import { deleteUpload, saveUpload } from '../../uploads/images';
import {
  teamMessages,
  type EditTeamBody,
  type EditTeamReadResponse,
} from '../../../shared/api/team';
import { managedTeam } from './access';

export interface TeamWriteDeps extends WriteDeps {
  dataDir: string;
  now: () => Date;
}

/** GET /edit-team: the editable fields, for a manager (also after the closing date, to read). */
export async function editTeamForm(
  db: Db,
  scope: EventScope,
  headerId: number | undefined,
): Promise<EditTeamReadResponse> {
  const team = await managedTeam(db, scope, headerId);
  const [row] = await db
    .select({
      id: teams.id,
      name: teams.name,
      slogan: teams.slogan,
      bio: teams.bio,
      song_id: teams.songUrl,
      photo_url: teams.picture,
    })
    .from(teams)
    .where(eq(teams.id, team.id));
  return row;
}

/** POST /edit-team: name (unique in the event), slogan, bio and song link, as the schema left them. */
export async function editTeam(
  deps: TeamWriteDeps,
  scope: EventScope,
  headerId: number | undefined,
  body: EditTeamBody,
) {
  const save = deps.db.transaction(async (tx) => {
    const team = await managedTeam(tx, scope, headerId, deps.now());
    const [taken] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(
        and(eq(teams.eventId, team.eventId), eq(teams.name, body.name), ne(teams.id, team.id)),
      );
    if (taken) throw new ConflictError(teamMessages.nameTaken);
    await tx
      .update(teams)
      .set({ name: body.name, slogan: body.slogan, bio: body.bio, songUrl: body.song_id })
      .where(eq(teams.id, team.id));
    return team.eventId;
  });
  // Two teams renamed to one name at once: the unique index refuses the second.
  const eventId = await save.catch((err: unknown) => {
    throw isUniqueViolation(err) ? new ConflictError(teamMessages.nameTaken) : err;
  });
  await deps.changes.publish({ kind: 'event', eventId });
  return { message: teamMessages.saved };
}

/** Sets the picture to `picture` (null removes it), checked in one transaction; answers the old one. */
async function swapPicture(
  deps: TeamWriteDeps,
  scope: EventScope,
  headerId: number | undefined,
  picture: string | null,
) {
  return deps.db.transaction(async (tx) => {
    const team = await managedTeam(tx, scope, headerId, deps.now());
    const [current] = await tx
      .select({ picture: teams.picture })
      .from(teams)
      .where(eq(teams.id, team.id))
      .for('update');
    await tx.update(teams).set({ picture }).where(eq(teams.id, team.id));
    return { previous: current?.picture ?? null, eventId: team.eventId };
  });
}

/**
 * POST /upload-team-image: the manager is checked before the upload is read, so nobody else
 * makes the server decode a picture; the old file goes once the new one is stored.
 */
export async function uploadTeamPicture(
  deps: TeamWriteDeps,
  scope: EventScope,
  headerId: number | undefined,
  receive: () => Promise<Buffer>,
) {
  await managedTeam(deps.db, scope, headerId, deps.now());
  const url = await saveUpload(deps.dataDir, 'teams', await receive());
  let swapped: Awaited<ReturnType<typeof swapPicture>>;
  try {
    swapped = await swapPicture(deps, scope, headerId, url);
  } catch (err) {
    await deleteUpload(deps.dataDir, 'teams', url);
    throw err;
  }
  await deleteUpload(deps.dataDir, 'teams', swapped.previous);
  await deps.changes.publish({ kind: 'event', eventId: swapped.eventId });
  return { message: teamMessages.imageSaved, photo_url: url };
}

/** POST /delete-team-image: the page falls back to the default picture. */
export async function deleteTeamPicture(
  deps: TeamWriteDeps,
  scope: EventScope,
  headerId: number | undefined,
) {
  const swapped = await swapPicture(deps, scope, headerId, null);
  await deleteUpload(deps.dataDir, 'teams', swapped.previous);
  await deps.changes.publish({ kind: 'event', eventId: swapped.eventId });
  return { message: teamMessages.imageDeleted, photo_url: null };
}
