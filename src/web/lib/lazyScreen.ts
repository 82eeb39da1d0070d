/**
 * React.lazy with a time limit: a screen's chunk that has not arrived after 120 s
 * fails like a chunk that could not be fetched, so the error boundary offers a reload
 * instead of an endless loading state.
 */
import { lazy, type ComponentType } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Screen did not load within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Screen could not be loaded', { cause }));
      },
    );
  });
}

export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs = CHUNK_TIMEOUT_MS,
) {
  return lazy(() => withTimeout(load(), timeoutMs));
}
