/**
 * The reads a server-rendered screen was drawn from (SERVER_RENDERED), taken by the browser
 * before it takes the drawing over: each from the request its page started (a preload link), in
 * a query client the app then starts from, so the app's first render is the drawing itself.
 * Loaded lazily by main.tsx, only on such a page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { FIRST_READS } from '../../shared/firstReads';
import { call } from '../lib/api';
import { readKey } from '../lib/useRead';
import { createQueryClient } from './queryClient';

/**
 * A query client holding every first read of `screen`, once the app's translations are
 * `translated` too; undefined when the screen has none or one of them failed (the app then
 * draws the screen afresh and shows what went wrong there).
 */
export async function takeFirstReads(
  screen: string,
  translated: Promise<unknown>,
): Promise<QueryClient | undefined> {
  const reads = Object.hasOwn(FIRST_READS, screen) ? FIRST_READS[screen] : undefined;
  if (!reads) return undefined;
  const queryClient = createQueryClient();
  try {
    await Promise.all([
      translated.catch(() => undefined),
      ...reads.map((read) =>
        queryClient.fetchQuery({
          queryKey: readKey(read),
          queryFn: () => call(read),
          retry: false,
        }),
      ),
    ]);
    return queryClient;
  } catch {
    return undefined;
  }
}
