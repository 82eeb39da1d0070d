/**
 * The awards section's calls as query hooks: awards, sponsors and extra points, and the event's
 * teams and companies their forms choose from (the same reads players make). Every change
 * refreshes every read, as the console's other changes do.
 */
import { companiesRoute } from '../../../../shared/api/company';
import {
  organizerAwardCreateRoute,
  organizerAwardDeleteRoute,
  organizerAwardsRoute,
  organizerExtraPointsCreateRoute,
  organizerExtraPointsDeleteRoute,
  organizerExtraPointsRoute,
  organizerSponsorCreateRoute,
  organizerSponsorDeleteRoute,
  organizerSponsorOrderRoute,
  organizerSponsorsRoute,
  type AwardBody,
  type ExtraPointsBody,
  type SponsorBody,
} from '../../../../shared/api/organizerAwards';
import { teamsRoute } from '../../../../shared/api/team';
import { useRead } from '../../../lib/useRead';
import { useConsoleChange } from '../shared/api';

const byId = (id: number) => ({ query: { id: String(id) } });

export const useAwards = () =>
  useRead(organizerAwardsRoute, undefined, { select: (answer) => answer.awards });

export const useGiveAward = () =>
  useConsoleChange(organizerAwardCreateRoute, (body: AwardBody) => ({ body }));

export const useTakeAwardBack = () => useConsoleChange(organizerAwardDeleteRoute, byId);

export const useSponsors = () =>
  useRead(organizerSponsorsRoute, undefined, { select: (answer) => answer.sponsors });

export const useAddSponsor = () =>
  useConsoleChange(organizerSponsorCreateRoute, (body: SponsorBody) => ({ body }));

/** Saves the whole strip's order: every sponsor's id, first to last. */
export const useOrderSponsors = () =>
  useConsoleChange(organizerSponsorOrderRoute, (ids: number[]) => ({ body: { ids } }));

export const useRemoveSponsor = () => useConsoleChange(organizerSponsorDeleteRoute, byId);

export const useExtraPoints = () =>
  useRead(organizerExtraPointsRoute, undefined, { select: (answer) => answer.extra_points });

export const useGiveExtraPoints = () =>
  useConsoleChange(organizerExtraPointsCreateRoute, (body: ExtraPointsBody) => ({ body }));

export const useTakeExtraPointsBack = () => useConsoleChange(organizerExtraPointsDeleteRoute, byId);

/** The event's teams by name: who can win an award or get extra points. */
export const useEventTeams = () =>
  useRead(teamsRoute, undefined, { select: (answer) => answer.teams });

/** The companies taking part: who can win an award or sponsor the event by logo. */
export const useEventCompanies = () =>
  useRead(companiesRoute, undefined, { select: (answer) => answer.companies });
