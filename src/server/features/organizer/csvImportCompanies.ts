/**
 * The CSV import of companies, matched by name ignoring case and spaces (shared/companyName.ts):
 * a company of the event is the row's; an existing company of another event is reused, added to
 * this event with its employees and contact person (`addExistingCompany`), never made twice; any
 * other name is a new company made with its contact person. A company without a contact person
 * gets the file's. The contact person is never replaced: a row naming another one is refused.
 * A reused company is counted apart (`reused`), whatever its row changes besides.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, eventCompanies, users } from '../../db/schema';
import { csvMessages } from '../../../shared/api/organizerCsv';
import { companyNameKey } from '../../../shared/companyName';
import {
  addExistingCompany,
  companyNamed,
  createCompanyWithContact,
} from '../company/organizeCompanies';
import { addMember } from '../employees/invitation';
import { recordEventRole } from '../selection/service';
import { atRow, badRow, rowSchemas, rowValues, type CsvRow } from './csv';
import { inviteIfNew, type Importer } from './csvImporter';

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
  const known = new Map(
    (await eventCompaniesOf(tx, eventId)).map((company) => [companyNameKey(company.name), company]),
  );
  for (const row of rows) {
    const body = rowValues(rowSchemas.companies, row);
    const email = body.contact_email.toLowerCase();
    const key = companyNameKey(body.name);
    let company = known.get(key);
    let reused = false;
    const person = {
      inviterId: userId,
      language: ctx.language,
      newPasswordHash: ctx.newEmails.has(email) ? ctx.newPasswordHash : undefined,
      now: ctx.now,
    };
    const existing = company ? undefined : await companyNamed(tx, eventId, body.name);
    if (existing) {
      await atRow(row.line, 'name', () =>
        addExistingCompany(
          tx,
          eventId,
          { company_id: existing.id, contact: null },
          {
            ...person,
            userId,
          },
        ),
      );
      company = (await eventCompaniesOf(tx, eventId)).find((one) => one.id === existing.id)!;
      known.set(key, company);
      reused = true;
      out.reused += 1;
    }
    if (!company) {
      const created = await atRow(row.line, 'name', () =>
        createCompanyWithContact(tx, eventId, body, { ...person, userId }),
      );
      known.set(key, { id: created.id, name: body.name, contactEmail: email });
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
    if (!reused) out.updated += 1;
  }
}
