/**
 * The branding of a host as an organizer keeps it (organizer console): its colours as they are
 * now, and setting them. An organizer brands the host they use the console on. Events are not
 * tied to hosts, so every event shows on every host and a host's colours are every event's: only
 * an organizer of every event may set them, and the change is written to every event's audit
 * log. Only PUBLIC_URL's host and hosts branded already can be set, so a forged Host header
 * makes no row; the default row `*` (which brands every host without a row of its own) is never
 * changed from the console. The write runs inside the organizer area's `organize` transaction;
 * its caller publishes the `branding` change after commit, so every process serves the new
 * colours at once.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branding, eventRoles, events } from '../../db/schema';
import { ForbiddenError } from '../../http/errors';
import { DEFAULT_BRANDING } from '../../../shared/api/branding';
import {
  overviewMessages,
  type BrandingBody,
  type OrganizerBranding,
} from '../../../shared/api/organizerOverview';
import type { Organized } from '../../auditNote';

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

/** Every event, and whether the user organizes it (a role is unique per user and event). */
async function eventsOrganizedBy(tx: Db, userId: number) {
  const rows = await tx
    .select({ id: events.id, role: eventRoles.id })
    .from(events)
    .leftJoin(
      eventRoles,
      and(
        eq(eventRoles.eventId, events.id),
        eq(eventRoles.userId, userId),
        eq(eventRoles.role, 'organizer'),
      ),
    );
  return rows.map((row) => ({ id: row.id, organizes: row.role !== null }));
}

export interface BrandingSave {
  /** The host the request came to. */
  host: string;
  /** PUBLIC_URL's host name: the one host that may get its first row from the console. */
  publicHost: string;
  userId: number;
}

/**
 * Sets the host's colours: updates its row, or makes one (PUBLIC_URL's host only) that keeps
 * the pictures the host showed until now. Refused (403): the default row, a host neither
 * PUBLIC_URL's nor branded already, a user who does not organize every event.
 */
export async function saveHostBranding(
  tx: Db,
  save: BrandingSave,
  body: BrandingBody,
): Promise<Organized<undefined>> {
  const { host } = save;
  if (host === DEFAULT_HOST || host === '') {
    throw new ForbiddenError(overviewMessages.defaultHostBranding);
  }
  const current = await organizerBranding(tx, host);
  if (!current.own && host !== save.publicHost) {
    throw new ForbiddenError(overviewMessages.unknownHostBranding);
  }
  const everyEvent = await eventsOrganizedBy(tx, save.userId);
  if (everyEvent.some((event) => !event.organizes)) {
    throw new ForbiddenError(overviewMessages.notEveryEventBranding);
  }
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
    answer: undefined,
    audit: {
      action: current.own ? 'update' : 'create',
      entity: 'branding',
      entityId: saved.id,
      summary: `${host} · ${colors.primaryColor} / ${colors.secondaryColor}`,
    },
    eventIds: everyEvent.map((event) => event.id),
  };
}
