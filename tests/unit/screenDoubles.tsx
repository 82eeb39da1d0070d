/**
 * What screen tests stand in with: a server answering each call by its path, a probe that
 * shows where the router went, and a render with the providers the app puts around a screen.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';

export interface Reply {
  status: number;
  body: unknown;
}

/** Answers each fetch by its path; any other path gets `fallback`. */
export function stubServer(replies: Record<string, Reply>, fallback: Reply) {
  const fetchMock = vi.fn(async (url: string) => {
    const reply = replies[url] ?? fallback;
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Shows the path the router is at, for a test to read. */
export function PathProbe() {
  return <p>{`at ${useLocation().pathname}`}</p>;
}

/**
 * Renders `element` as the app would: under TanStack Query's provider (a fresh client that
 * does not retry, so a refused read shows at once) and a router at `path`.
 */
export function renderScreen(element: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}
