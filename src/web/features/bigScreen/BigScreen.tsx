import { useBigScreenCheers, useBigScreenEvent, useBigScreenLeaderboard } from './api';
import { BigScreenHeader } from './BigScreenHeader';
import { CheersPanel } from './CheersPanel';
import { JoinCode } from './JoinCode';
import { RevealLayer } from './RevealLayer';
import { StandingsPanel } from './StandingsPanel';
import { useConnection } from './useConnection';
import { useReducedMotion } from './useReducedMotion';
import { useWakeLock } from './useWakeLock';
import './bigScreen.css';

/**
 * /big-screen (an addition to the product spec): the leaderboard for a projector or TV at the venue, opened
 * by an organizer on a laptop. It fills a landscape window of any size with type that grows
 * with it, in the host's brand colours: the event, the standings (paged when long, each page
 * taking its turn by itself) and beside them the most cheered teams. It follows the live stream
 * (app/LiveUpdates.tsx refreshes its reads), moves a team smoothly when its position changes,
 * flashes a new result and new cheers, and comes back by itself after losing the network.
 * Anyone signed in with an event chosen may open it: it shows only what /leaderboard and
 * /cheers-leaderboard show them, without their own team or rival marks.
 */
export default function BigScreen() {
  const leaderboard = useBigScreenLeaderboard();
  const cheers = useBigScreenCheers();
  const event = useBigScreenEvent();
  const connection = useConnection([leaderboard, cheers]);
  const still = useReducedMotion();
  useWakeLock();

  return (
    <div className="big-screen">
      <BigScreenHeader
        event={event.data}
        quarter={leaderboard.data?.leaderboard_quarter ?? null}
        connection={connection}
      />
      <main className="big-screen__boards">
        <StandingsPanel query={leaderboard} still={still} />
        <CheersPanel query={cheers} still={still} />
        <JoinCode eventId={event.data?.id} />
      </main>
      <RevealLayer leaderboard={leaderboard.data} event={event.data} still={still} />
    </div>
  );
}
