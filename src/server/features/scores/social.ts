/**
 * What the score reads take from the event's cheers and challenges, the team page's snapshot of
 * the social scope (team/page.ts eventSocial): whether two teams are rivals (either challenged
 * the other) and a team's cheer count.
 */
import type { TeamSocial } from '../team/page';

/** Whether `teamId` is a rival of the viewer's team (never when the viewer has none). */
export const isRivalOf = (social: TeamSocial, viewerTeamId: number | null, teamId: number) =>
  viewerTeamId !== null &&
  ((social.challenged.get(viewerTeamId)?.has(teamId) ?? false) ||
    (social.challenged.get(teamId)?.has(viewerTeamId) ?? false));

export const cheerCountOf = (social: TeamSocial, teamId: number) =>
  social.cheerers.get(teamId)?.size ?? 0;
