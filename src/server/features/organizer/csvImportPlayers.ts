/**
 * The CSV import of players, matched by e-mail address: each becomes an employee of the team's
 * company (invited when new) and a player of the team, its captain when the file says so. The
 * organizer who imports is who added them and made them captain (audit, notifications).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, teamPlayers, teams, users } from '../../db/schema';
import { csvMessages } from '../../../shared/api/organizerCsv';
import { addMember } from '../employees/invitation';
import { invitedTeam } from '../team/access';
import { addToTeam, setCaptaincy } from '../players/manage';
import { atRow, badRow, rowSchemas, rowValues, type CsvRow } from './csv';
import { byName, inviteIfNew, type Importer } from './csvImporter';

export async function importPlayers(tx: Db, importer: Importer, rows: readonly CsvRow[]) {
  const { ctx, out } = importer;
  const { eventId, userId } = ctx.scope;
  const teamsByName = byName(
    await tx
      .select({
        id: teams.id,
        name: teams.name,
        companyId: teams.companyId,
        companyName: companies.name,
      })
      .from(teams)
      .innerJoin(companies, eq(companies.id, teams.companyId))
      .where(eq(teams.eventId, eventId)),
  );
  /** Who plays in the event, by address: their team and captaincy. */
  const playing = new Map(
    (
      await tx
        .select({
          email: users.email,
          userId: users.id,
          teamId: teamPlayers.teamId,
          isCaptain: teamPlayers.isCaptain,
        })
        .from(teamPlayers)
        .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
        .innerJoin(users, eq(users.id, teamPlayers.userId))
        .where(eq(teams.eventId, eventId))
    ).map((player) => [player.email.toLowerCase(), player]),
  );
  const tell = (userIds: readonly number[]) => userIds.forEach((id) => out.told.add(id));

  /** The player becomes the team's captain (the others of the team step down) or stops being it. */
  async function captaincy(team: { id: number; name: string }, player: number, isCaptain: boolean) {
    tell(await setCaptaincy(tx, { ...team, eventId }, player, isCaptain, ctx.now, userId));
    for (const other of playing.values()) {
      if (other.teamId === team.id) {
        other.isCaptain = other.userId === player ? isCaptain : isCaptain ? false : other.isCaptain;
      }
    }
  }

  for (const row of rows) {
    const values = rowValues(rowSchemas.players, row);
    const email = values.email.toLowerCase();
    const team = teamsByName.get(values.team);
    if (!team) badRow(row.line, 'team', csvMessages.unknownTeam);
    if (team.companyName !== values.company) {
      badRow(row.line, 'company', csvMessages.teamOfOtherCompany);
    }
    const place = playing.get(email);
    if (place && place.teamId !== team.id) badRow(row.line, 'team', csvMessages.playsInOtherTeam);
    // A file without the captain column leaves the captaincy as it is.
    const captain = 'captain' in row.cells ? values.captain : (place?.isCaptain ?? false);
    if (place) {
      if (place.isCaptain === captain) continue;
      await captaincy(team, place.userId, captain);
      out.updated += 1;
      continue;
    }
    const joined = await atRow(row.line, 'email', () =>
      addMember(tx, {
        companyId: team.companyId,
        companyName: team.companyName,
        email,
        firstName: values.first_name,
        lastName: values.last_name,
        role: 'employee',
        isContactPerson: false,
        inviterId: userId,
        language: ctx.language,
        newPasswordHash: ctx.newEmails.has(email) ? ctx.newPasswordHash : undefined,
        now: ctx.now,
      }),
    );
    if (joined) {
      out.staffChanged.add(team.companyId);
      inviteIfNew(importer, email, joined.invitation);
    }
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    // Changes of one team's players take turns (players area): its row is locked first.
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, team.id)).for('update');
    const ref = await invitedTeam(tx, team.id, team.companyId);
    if (!ref) badRow(row.line, 'team', csvMessages.unknownTeam);
    tell(
      await atRow(row.line, 'team', () =>
        addToTeam(tx, ref, account.id, ctx.now, csvMessages.playsInOtherTeam, userId),
      ),
    );
    playing.set(email, { email, userId: account.id, teamId: team.id, isCaptain: false });
    if (captain) await captaincy(team, account.id, true);
    out.created += 1;
  }
}
