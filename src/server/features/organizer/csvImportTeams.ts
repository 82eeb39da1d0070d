/**
 * The CSV import of teams, matched by name, with their company and house by name: a house the
 * file names is made, or recoloured as the file says.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houses, teams } from '../../db/schema';
import { messageKeys } from '../../../shared/validation';
import { organizerTeamsMessages } from '../../../shared/api/organizerTeams';
import { csvMessages } from '../../../shared/api/organizerCsv';
import { createHouse, saveHouse } from '../team/houses';
import { createTeam, saveTeam } from '../team/organizeTeams';
import { atRow, badRow, rowSchemas, rowValues, type CsvRow } from './csv';
import { eventCompaniesOf } from './csvImportCompanies';
import { byName, type Importer } from './csvImporter';

const sameColor = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The form's fields as the file's columns, for the refusals of the teams area. */
const TEAM_COLUMNS = { name: 'name', company_id: 'company', house_id: 'house' };

export async function importTeams(tx: Db, importer: Importer, rows: readonly CsvRow[]) {
  const { out } = importer;
  const { eventId } = importer.ctx.scope;
  const companiesByName = byName(await eventCompaniesOf(tx, eventId));
  const housesByName = byName(
    await tx
      .select({ id: houses.id, name: houses.name, color: houses.color })
      .from(houses)
      .where(eq(houses.eventId, eventId)),
  );
  const teamsByName = byName(
    await tx
      .select({
        id: teams.id,
        name: teams.name,
        companyId: teams.companyId,
        houseId: teams.houseId,
      })
      .from(teams)
      .where(eq(teams.eventId, eventId)),
  );
  /** Houses whose colour a row of the file has named: a later row may not name another. */
  const colouredHere = new Set<string>();

  /** The row's house, made or recoloured as the file says; whether it was recoloured. */
  async function houseOf(row: CsvRow, name: string, color: string | null) {
    let house = housesByName.get(name);
    let recoloured = false;
    if (!house) {
      if (color === null) badRow(row.line, 'house_color', messageKeys.required);
      const { id } = await atRow(row.line, 'house', () =>
        createHouse(tx, eventId, { name, color }),
      );
      house = { id, name, color: color.toUpperCase() };
      housesByName.set(name, house);
    } else if (color !== null && !sameColor(color, house.color)) {
      if (colouredHere.has(name)) badRow(row.line, 'house_color', csvMessages.houseColorDiffers);
      await atRow(row.line, 'house_color', () =>
        saveHouse(tx, eventId, { id: house!.id, name, color }),
      );
      house.color = color.toUpperCase();
      recoloured = true;
    }
    if (color !== null) colouredHere.add(name);
    return { id: house.id, recoloured };
  }

  for (const row of rows) {
    const values = rowValues(rowSchemas.teams, row);
    const company = companiesByName.get(values.company);
    if (!company) badRow(row.line, 'company', organizerTeamsMessages.companyNotInEvent);
    const team = teamsByName.get(values.name);
    // A file without the house column leaves the teams' houses as they are.
    const house =
      values.house !== null
        ? await houseOf(row, values.house, values.house_color)
        : { id: 'house' in row.cells ? null : (team?.houseId ?? null), recoloured: false };
    const body = { name: values.name, company_id: company.id, house_id: house.id };
    if (!team) {
      const { id } = await atRow(
        row.line,
        'name',
        () => createTeam(tx, eventId, body),
        TEAM_COLUMNS,
      );
      teamsByName.set(values.name, {
        id,
        name: values.name,
        companyId: company.id,
        houseId: house.id,
      });
      out.created += 1;
    } else if (team.companyId !== company.id || team.houseId !== house.id) {
      await atRow(
        row.line,
        'name',
        () => saveTeam(tx, eventId, { ...body, id: team.id }),
        TEAM_COLUMNS,
      );
      team.companyId = company.id;
      team.houseId = house.id;
      out.updated += 1;
    } else if (house.recoloured) {
      out.updated += 1;
    }
  }
}
