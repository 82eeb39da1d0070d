/**
 * Whether the big screen is live, as the venue sees it. Live only while the live stream is open
 * (lib/live.ts), the browser online and every read of the screen answering. Reconnecting while
 * the stream is broken (it reopens by itself), while the browser is offline, or while a read
 * fails (the screen keeps showing the last standings and asks again by itself, api.ts).
 * Connecting while the stream has not opened yet: its code is still loading, it is opening, or
 * it never started (a screen that only refreshes on its timer is not live either).
 */
import { useSyncExternalStore } from 'react';
import { onlineManager, type UseQueryResult } from '@tanstack/react-query';
import { getLiveStatus, onLiveStatus } from '../../lib/live';

export type Connection = 'live' | 'connecting' | 'reconnecting';

const isOnline = () => onlineManager.isOnline();
const onOnline = (onChange: () => void) => onlineManager.subscribe(onChange);

export function useConnection(reads: readonly UseQueryResult<unknown>[]): Connection {
  const online = useSyncExternalStore(onOnline, isOnline, () => true);
  const stream = useSyncExternalStore(onLiveStatus, getLiveStatus, () => 'off' as const);
  const failing = reads.some((read) => read.isError || read.fetchStatus === 'paused');
  if (!online || failing || stream === 'reconnecting') return 'reconnecting';
  return stream === 'live' ? 'live' : 'connecting';
}
