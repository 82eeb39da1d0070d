/** The people playing in the event (SPEC §7 "Event reads": /participants, /home_participants). */
import { homeParticipantsRoute, participantsRoute } from '../../../shared/api/players';
import { useRead } from '../../lib/useRead';

export function useParticipants() {
  return useRead(participantsRoute, undefined, { select: (answer) => answer.participants });
}

export function useHomeParticipants() {
  return useRead(homeParticipantsRoute, undefined, { select: (answer) => answer.participants });
}
