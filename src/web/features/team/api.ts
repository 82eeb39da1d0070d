/**
 * The event's lists (SPEC §7 "Event reads": /teams, /companies, /awards, /participants, /houses,
 * /house). /house reads the house from the selectedHouseId header, so its key carries that id.
 */
import { companiesRoute } from '../../../../shared/api/company';
import { awardsRoute } from '../../../../shared/api/event';
import { participantsRoute } from '../../../../shared/api/players';
import { houseRoute, housesRoute, teamsRoute } from '../../../../shared/api/team';
import { useRead } from '../../../lib/useRead';

export function useTeams() {
  return useRead(teamsRoute, undefined, { select: (answer) => answer.teams });
}

export function useCompanies() {
  return useRead(companiesRoute, undefined, { select: (answer) => answer.companies });
}

export function useAwards() {
  return useRead(awardsRoute, undefined, { select: (answer) => answer.awards });
}

export function useParticipants() {
  return useRead(participantsRoute, undefined, { select: (answer) => answer.participants });
}

export function useHouses() {
  return useRead(housesRoute, undefined, { select: (answer) => answer.houses });
}

/** The house chosen on another screen; the id travels as the selectedHouseId header. */
export function useHouse(houseId: number | null) {
  return useRead(
    houseRoute,
    { headers: { selectedhouseid: String(houseId ?? 0) } },
    { enabled: houseId !== null },
  );
}
