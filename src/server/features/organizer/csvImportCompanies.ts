/**
 * The CSV import of companies, matched by name: a new one is made with its contact person; a
 * stored one without a contact person gets the file's. The contact person is never replaced.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, eventCompanies, users } from '../../db/schema';
import { csvMessages } from '../../../shared/api/organizerCsv';
import { createCompanyWithContact } from '../company/organizeCompanies';
import { addMember } from '../employees/invitation';
import { recordEventRole } from '../selection/service';
import { atRow, badRow, rowSchemas, rowValues, type CsvRow } from './csv';
import { byName, inviteIfNew, type Importer } from './csvImporter';

export async function eventCompaniesOf(tx: Db, eventId: number) {
  return tx
    .select({ id: companies.id, name: companies.name, contactEmail: users.email })
    .from(eventCompanies)
    .innerJoin(companies, eq(companies.id, eventCompanies.companyId))
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.isContactPerson, true)),
    )
    .leftJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(eventCompanies.eventId, eventId));
}

export async function importCompanies(tx: Db, importer: Importer, rows: readonly CsvRow[]) {
  const { ctx, out } = importer;
  const { eventId, userId } = ctx.scope;
  const known = byName(await eventCompaniesOf(tx, eventId));
  for (const row of rows) {
    const body = rowValues(rowSchemas.companies, row);
    const email = body.contact_email.toLowerCase();
    const company = known.get(body.name);
    const person = {
      inviterId: userId,
      language: ctx.language,
      newPasswordHash: ctx.newEmails.has(email) ? ctx.newPasswordHash : undefined,
      now: ctx.now,
    };
    if (!company) {
      const created = await atRow(row.line, 'name', () =>
        createCompanyWithContact(tx, eventId, body, { ...person, userId }),
      );
      known.set(body.name, { id: created.id, name: body.name, contactEmail: email });
      inviteIfNew(importer, email, created.invitation);
      out.created += 1;
      continue;
    }
    if (company.contactEmail?.toLowerCase() === email) continue;
    // The contact person is never replaced: only a company without one gets one.
    if (company.contactEmail !== null)
      badRow(row.line, 'contact_email', csvMessages.contactDiffers);
    const contact = await addMember(tx, {
      ...person,
      companyId: company.id,
      companyName: company.name,
      email,
      firstName: body.contact_first_name,
      lastName: body.contact_last_name,
      role: 'admin',
      isContactPerson: true,
    });
    if (!contact) badRow(row.line, 'contact_email', csvMessages.contactDiffers);
    await recordEventRole(tx, contact.userId, eventId, 'contactPerson');
    company.contactEmail = email;
    inviteIfNew(importer, email, contact.invitation);
    out.staffChanged.add(company.id);
    out.updated += 1;
  }
}
