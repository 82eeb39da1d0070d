// @vitest-environment jsdom
/**
 * What waits for the first screen (the live stream, the service worker) starts once a screen has
 * been drawn, not at start-up, and anyway after a while when no screen ever says so.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its moment is once per page), and whether it has let go. */
async function freshFirstScreen() {
  vi.resetModules();
  const module = await import('../../src/web/lib/firstScreen');
  let started = false;
  void module.afterFirstScreen().then(() => {
    started = true;
  });
  return { module, started: () => started };
}

describe('after the first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for a screen to be shown, then for its frame', async () => {
    const { module, started } = await freshFirstScreen();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started()).toBe(false);
    module.screenShown();
    await vi.advanceTimersByTimeAsync(0);
    expect(started()).toBe(false);
    // The frame that paints the screen, then the task after it.
    await vi.advanceTimersByTimeAsync(50);
    expect(started()).toBe(true);
  });

  it('lets go after its fallback when no screen is ever shown', async () => {
    const { module, started } = await freshFirstScreen();
    await vi.advanceTimersByTimeAsync(module.FIRST_SCREEN_FALLBACK_MS - 1);
    expect(started()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(started()).toBe(true);
  });

  it('lets later callers go at once, a frame after, once a screen was shown', async () => {
    const { module } = await freshFirstScreen();
    module.screenShown();
    await vi.advanceTimersByTimeAsync(200);
    let late = false;
    void module.afterFirstScreen().then(() => {
      late = true;
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(late).toBe(true);
  });
});
