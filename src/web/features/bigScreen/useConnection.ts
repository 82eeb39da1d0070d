/**
 * Whether the big screen is live or reconnecting, as the venue sees it: reconnecting while the
 * live stream is broken (lib/live.ts reopens it by itself), while the browser is offline, or
 * while a read of the screen fails (the screen keeps showing the last standings and asks again
 * by itself, api.ts); live again once all of them are back.
 */
import { useSyncExternalStore } from 'react';
import { onlineManager, type UseQueryResult } from '@tanstack/react-query';
import { getLiveStatus, onLiveStatus } from '../../lib/live';

export type Connection = 'live' | 'reconnecting';

const isOnline = () => onlineManager.isOnline();
const onOnline = (onChange: () => void) => onlineManager.subscribe(onChange);

export function useConnection(reads: readonly UseQueryResult<unknown>[]): Connection {
  const online = useSyncExternalStore(onOnline, isOnline, () => true);
  const stream = useSyncExternalStore(onLiveStatus, getLiveStatus, () => 'off' as const);
  const failing = reads.some((read) => read.isError || read.fetchStatus === 'paused');
  return online && stream !== 'reconnecting' && !failing ? 'live' : 'reconnecting';
}
