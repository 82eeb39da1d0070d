/**
 * The company's own writes, by its admins: the edit form and the logo. Each checks the admin
 * inside its transaction and, after commit, tells every event that shows the company (its
 * teams, the companies list, sponsors, awards) to drop its snapshots.
 */
import { eq } from 'drizzle-orm';
import type { WriteDeps } from '../../cache/changes';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { EventScope } from '../../auth/eventScope';
import { deleteUpload, saveUpload } from '../../uploads/images';
import { companyMessages, type EditCompanyBody } from '../../../shared/api/company';
import { eventIdsOfCompany, managedCompany, publishCompanyChange } from './service';

/** POST /edit-company: name, website, e-mail, bio and video link, as the shared schema left them. */
export async function editCompany(
  deps: WriteDeps,
  scope: EventScope,
  headerId: number | undefined,
  body: EditCompanyBody,
) {
  const saved = await deps.db.transaction(async (tx) => {
    const company = await managedCompany(tx, scope.userId, scope.eventId, headerId);
    await tx
      .update(companies)
      .set({
        name: body.name,
        personalWebsite: body.personal_website,
        email: body.email,
        bio: body.bio,
        videoUrl: body.video_url,
      })
      .where(eq(companies.id, company.id));
    return { companyId: company.id, eventIds: await eventIdsOfCompany(tx, company.id) };
  });
  await publishCompanyChange(deps, saved.companyId, saved.eventIds);
  return { message: companyMessages.saved };
}

/** Sets the logo to `photoUrl` (null removes it) and answers the one it replaced. */
async function swapLogo(db: Db, companyId: number, photoUrl: string | null) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ photoUrl: companies.photoUrl })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    await tx.update(companies).set({ photoUrl }).where(eq(companies.id, companyId));
    return {
      previous: current?.photoUrl ?? null,
      eventIds: await eventIdsOfCompany(tx, companyId),
    };
  });
}

export interface LogoDeps extends WriteDeps {
  dataDir: string;
}

/**
 * POST /upload-company-image: the admin is checked before the upload is read, so nobody else
 * makes the server decode a picture; the old file goes once the new one is stored.
 */
export async function uploadCompanyLogo(
  deps: LogoDeps,
  scope: EventScope,
  headerId: number | undefined,
  receive: () => Promise<Buffer>,
) {
  const company = await managedCompany(deps.db, scope.userId, scope.eventId, headerId);
  const url = await saveUpload(deps.dataDir, 'companies', await receive());
  let swapped: Awaited<ReturnType<typeof swapLogo>>;
  try {
    swapped = await swapLogo(deps.db, company.id, url);
  } catch (err) {
    await deleteUpload(deps.dataDir, 'companies', url);
    throw err;
  }
  await deleteUpload(deps.dataDir, 'companies', swapped.previous);
  await publishCompanyChange(deps, company.id, swapped.eventIds);
  return { message: companyMessages.imageSaved, photo_url: url };
}

/** POST /delete-company-image: the page falls back to the default picture. */
export async function deleteCompanyLogo(
  deps: LogoDeps,
  scope: EventScope,
  headerId: number | undefined,
) {
  const company = await managedCompany(deps.db, scope.userId, scope.eventId, headerId);
  const swapped = await swapLogo(deps.db, company.id, null);
  await deleteUpload(deps.dataDir, 'companies', swapped.previous);
  await publishCompanyChange(deps, company.id, swapped.eventIds);
  return { message: companyMessages.imageDeleted, photo_url: null };
}
