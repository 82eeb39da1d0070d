/**
 * The console's overview calls as query hooks: the event at a glance, its mail log, and the
 * branding of the host the console is opened on. A branding save also applies the new colours
 * to this browser at once (and keeps them for its next start, as lib/branding.ts does).
 */
import {
  organizerBrandingRoute,
  organizerBrandingSaveRoute,
  organizerMailLogRoute,
  organizerOverviewRoute,
  organizerSetupChecklistRoute,
  type BrandingBody,
  type OrganizerBranding,
} from '../../../../shared/api/organizerOverview';
import { applyBranding, storeBranding } from '../../../lib/branding';
import { useRead } from '../../../lib/useRead';
import { useConsoleChange } from '../shared/api';

export const useOverview = () => useRead(organizerOverviewRoute, undefined);

export const useSetupChecklist = () => useRead(organizerSetupChecklistRoute, undefined);

export const useMailLog = () =>
  useRead(organizerMailLogRoute, undefined, { select: (answer) => answer.mails });

export const useOrganizerBranding = () => useRead(organizerBrandingRoute, undefined);

export const useSaveBranding = () =>
  useConsoleChange(organizerBrandingSaveRoute, (body: BrandingBody) => ({ body }));

/** The saved colours on this browser now, with the host's pictures kept. */
export function showBrandingHere(saved: BrandingBody, current: OrganizerBranding): void {
  const branding = {
    primaryColor: saved.primary_color,
    secondaryColor: saved.secondary_color,
    favicon: current.fav_icon,
    backgroundPicture: current.share_picture,
  };
  storeBranding(branding);
  applyBranding(branding);
}
