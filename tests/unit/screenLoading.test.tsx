// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyScreen, withTimeout } from '../../src/web/lib/lazyScreen';
import { ScreenErrorBoundary } from '../../src/web/app/ScreenErrorBoundary';
import { initTestI18n } from './i18nForTests';

describe('lazy screens', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a chunk that has not loaded after 120 s fails', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withTimeout(never, 120_000).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkLoadError);
  });

  it('a chunk that loads in time is used', async () => {
    await expect(withTimeout(Promise.resolve('screen'), 1000)).resolves.toBe('screen');
  });

  it('a chunk that fails to load shows the error state with a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyScreen(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await act(async () => {
      render(
        <ScreenErrorBoundary>
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </ScreenErrorBoundary>,
      );
    });
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
