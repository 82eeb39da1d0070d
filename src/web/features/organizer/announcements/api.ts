/**
 * The announcements section's calls: announcing a challenge to the players, chosen from the
 * event's challenges (the same read players make).
 */
import { battlesRoute } from '../../../../shared/api/battles';
import { organizerAnnouncementRoute } from '../../../../shared/api/organizerAnnouncements';
import { useRead } from '../../../lib/useRead';
import { useConsoleChange } from '../shared/api';

export const useAnnounceChallenge = () =>
  useConsoleChange(organizerAnnouncementRoute, (battleId: number) => ({
    body: { battle_id: battleId },
  }));

/** The event's challenges: what can be announced. */
export const useEventBattles = () =>
  useRead(battlesRoute, undefined, { select: (answer) => answer.battles });
