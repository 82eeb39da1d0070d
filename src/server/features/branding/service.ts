/**
 * The branding area: the colours and pictures of a host. The one lookup for the branding
 * route and for the colour of the mails sent from that host.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branding } from '../../db/schema';
import { BRANDING_SCOPE, type ReadDeps } from '../../cache/snapshots';
import { DEFAULT_BRANDING, type BrandingResponse } from '../../../shared/api/branding';

/** The row of the host, else the default row ('*'), else the built-in defaults. */
async function loadBranding(db: Db, host: string): Promise<BrandingResponse> {
  const rows = await db
    .select({
      host: branding.host,
      primary_color: branding.primaryColor,
      secondary_color: branding.secondaryColor,
      fav_icon: branding.favIcon,
      share_picture: branding.sharePicture,
    })
    .from(branding)
    .where(inArray(branding.host, [host, '*']));
  const row = rows.find((r) => r.host === host) ?? rows.find((r) => r.host === '*');
  if (!row) return DEFAULT_BRANDING;
  return {
    primary_color: row.primary_color,
    secondary_color: row.secondary_color,
    fav_icon: row.fav_icon,
    share_picture: row.share_picture,
  };
}

/** A host's branding, kept in memory until a branding change. */
export function hostBranding({ db, snapshots }: ReadDeps, host: string): Promise<BrandingResponse> {
  return snapshots.get(BRANDING_SCOPE, host, () => loadBranding(db, host));
}
