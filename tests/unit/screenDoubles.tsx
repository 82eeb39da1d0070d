/**
 * What screen tests stand in with: a server answering each call by its path, and a probe that
 * shows where the router went.
 */
import { useLocation } from 'react-router';
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
