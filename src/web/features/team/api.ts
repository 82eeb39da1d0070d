/**
 * The event's teams and houses (SPEC §7 "Event reads": /teams, the /home strip's /home_teams,
 * /houses, /house). /house reads the house from the selectedHouseId header, so its key carries
 * that id.
 */
import { homeTeamsRoute, houseRoute, housesRoute, teamsRoute } from '../../../shared/api/team';
import { useRead } from '../../lib/useRead';

export function useTeams() {
  return useRead(teamsRoute, undefined, { select: (answer) => answer.teams });
}

export function useHomeTeams() {
  return useRead(homeTeamsRoute, undefined, { select: (answer) => answer.teams });
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
