/**
 * The branding of a host as an organizer keeps it (organizer console): its colours as they are
 * now, and setting them. An organizer brands the host they use the console on; the default row
 * `*` (which brands every host without a row of its own) is never changed from the console. The
 * write runs inside the organizer area's `organize` transaction; its caller publishes the
 * `branding` change after commit, so every process serves the new colours at once.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branding } from '../../db/schema';
import { ForbiddenError } from '../../http/errors';
import { DEFAULT_BRANDING } from '../../../shared/api/branding';
import {
  overviewMessages,
  type BrandingBody,
  type OrganizerBranding,
} from '../../../shared/api/organizerOverview';
import type { AuditNote } from '../organizer/organize';

/** The row that brands every host without one of its own. */
export const DEFAULT_HOST = '*';

async function brandingRows(db: Db, host: string) {
  return db
    .select({
      host: branding.host,
      primary_color: branding.primaryColor,
      secondary_color: branding.secondaryColor,
      fav_icon: branding.favIcon,
      share_picture: branding.sharePicture,
    })
    .from(branding)
    .where(inArray(branding.host, [host, DEFAULT_HOST]));
}

/** The host's branding as GET /api/branding resolves it (its row, else `*`, else the defaults). */
export async function organizerBranding(db: Db, host: string): Promise<OrganizerBranding> {
  const rows = await brandingRows(db, host);
  const own = rows.find((row) => row.host === host);
  const shown = own ?? rows.find((row) => row.host === DEFAULT_HOST) ?? DEFAULT_BRANDING;
  return {
    host,
    own: own !== undefined && host !== DEFAULT_HOST,
    primary_color: shown.primary_color,
    secondary_color: shown.secondary_color,
    fav_icon: shown.fav_icon,
    share_picture: shown.share_picture,
  };
}

/**
 * Sets the host's colours: updates its row, or makes one that keeps the pictures the host
 * showed until now. The default row is refused (403): it is the installation's, not a host's.
 */
export async function saveHostBranding(
  tx: Db,
  host: string,
  body: BrandingBody,
): Promise<AuditNote> {
  if (host === DEFAULT_HOST || host === '') {
    throw new ForbiddenError(overviewMessages.defaultHostBranding);
  }
  const current = await organizerBranding(tx, host);
  const colors = {
    primaryColor: body.primary_color.toUpperCase(),
    secondaryColor: body.secondary_color.toUpperCase(),
  };
  // A concurrent first save of the same host meets the unique host and updates instead.
  const [saved] = await tx
    .insert(branding)
    .values({
      host,
      ...colors,
      favIcon: current.fav_icon,
      sharePicture: current.share_picture,
    })
    .onConflictDoUpdate({ target: branding.host, set: colors })
    .returning({ id: branding.id });
  return {
    action: current.own ? 'update' : 'create',
    entity: 'branding',
    entityId: saved.id,
    summary: `${host} · ${colors.primaryColor} / ${colors.secondaryColor}`,
  };
}
