/**
 * The branding area: the colours and pictures of a host. The one lookup for the branding
 * route, the app's pages and manifest, and the colour of the mails sent from that host.
 */
import type { Db } from '../../db/client';
import { branding } from '../../db/schema';
import { BRANDING_SCOPE, type ReadDeps } from '../../cache/snapshots';
import { DEFAULT_BRANDING, type BrandingResponse } from '../../../shared/api/branding';

/** Every branded host's colours, and what every other host shows. */
interface BrandedHosts {
  byHost: ReadonlyMap<string, BrandingResponse>;
  /** The default row ('*'), else the built-in defaults. */
  fallback: BrandingResponse;
}

/** The whole table: a row per branded host, a handful, read in one query. */
async function loadBrandedHosts(db: Db): Promise<BrandedHosts> {
  const rows = await db
    .select({
      host: branding.host,
      primary_color: branding.primaryColor,
      secondary_color: branding.secondaryColor,
      fav_icon: branding.favIcon,
      share_picture: branding.sharePicture,
    })
    .from(branding);
  const byHost = new Map(rows.map(({ host, ...colours }) => [host, colours]));
  return { byHost, fallback: byHost.get('*') ?? DEFAULT_BRANDING };
}

/**
 * A host's branding: its row, else the default row ('*'), else the built-in defaults. The
 * table is kept in memory as one snapshot until a branding change, so a request naming an
 * unknown host (any Host header) adds nothing to memory.
 */
export async function hostBranding(deps: ReadDeps, host: string): Promise<BrandingResponse> {
  const hosts = await deps.snapshots.get(BRANDING_SCOPE, 'hosts', () => loadBrandedHosts(deps.db));
  return hosts.byHost.get(host) ?? hosts.fallback;
}

/**
 * The host's branding when the snapshot is built, else undefined: a page answered on every
 * request takes it without a promise (hostBranding builds it).
 */
export function keptHostBranding({ snapshots }: ReadDeps, host: string) {
  const hosts = snapshots.kept<BrandedHosts>(BRANDING_SCOPE, 'hosts');
  return hosts && (hosts.byHost.get(host) ?? hosts.fallback);
}
