/**
 * The reads a server-rendered screen was drawn from (SERVER_RENDERED), taken by the browser
 * before it takes the drawing over: each from the request its page started (a preload link), in
 * a query client the app then starts from, so the app's first render is the drawing itself.
 * Loaded lazily by main.tsx, only on such a page.
 */
import { FIRST_READS } from '../../shared/firstReads';
import { call } from '../lib/api';
import { readKey } from '../lib/useRead';
import { createQueryClient, drawnFrom } from './queryClient';

/**
 * Takes every first read of `screen` into the client the app will start from (drawnFrom), once
 * the app's translations are `translated` too, then `start`s the app (main.tsx), which lets the
 * drawing be tapped. When the screen has none or one of them failed, the drawing is cleared and
 * no longer marked as in a language the app takes over: the app draws the screen afresh and
 * shows what went wrong there.
 */
export async function takeFirstReads(
  screen: string,
  translated: Promise<unknown>,
  start: () => void,
): Promise<void> {
  const reads = Object.hasOwn(FIRST_READS, screen) ? FIRST_READS[screen] : undefined;
  const queryClient = createQueryClient();
  try {
    if (!reads) throw new Error(`No first reads for ${screen}`);
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
    drawnFrom.client = queryClient;
  } catch {
    const root = document.getElementById('root');
    root?.replaceChildren();
    if (root) delete root.dataset.language;
  }
  start();
}
