/**
 * The big screen's reads: the leaderboard (the published quarter while one is set), the cheers
 * leaderboard and the event's name and picture. They share the keys of the scores and event
 * areas' reads, so the live stream's invalidation (app/LiveUpdates.tsx) refreshes them at once;
 * the interval is only a safety net for a stream that is down, tighter after a failed read so
 * the screen comes back by itself soon after the network does.
 */
import type { Query } from '@tanstack/react-query';
import { eventRoute } from '../../../shared/api/event';
import { cheersLeaderboardRoute, leaderboardRoute } from '../../../shared/api/scores';
import { useRead } from '../../lib/useRead';

/** A read of the big screen is asked again this often while all is well… */
export const SAFETY_REFRESH_MS = 60_000;
/** …and this often after it failed, until it answers again. */
export const RECONNECT_REFRESH_MS = 5_000;

export function refreshInterval(query: Pick<Query, 'state'>): number {
  return query.state.status === 'error' ? RECONNECT_REFRESH_MS : SAFETY_REFRESH_MS;
}

const unattended = { refetchInterval: refreshInterval, refetchIntervalInBackground: true };

export function useBigScreenLeaderboard() {
  return useRead(leaderboardRoute, undefined, unattended);
}

export function useBigScreenCheers() {
  return useRead(cheersLeaderboardRoute, undefined, unattended);
}

export function useBigScreenEvent() {
  return useRead(eventRoute, undefined, unattended);
}
