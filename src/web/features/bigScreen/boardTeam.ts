/** What a row of either big-screen board shows of a team; its figure (points, cheers) aside. */
import type { LeaderboardTeam } from '../../../shared/api/scores';

export type BoardTeam = Pick<
  LeaderboardTeam,
  'team_id' | 'position' | 'name' | 'photo_url' | 'company_name' | 'house_color'
>;
