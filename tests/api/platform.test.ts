import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { multipartFile, testPicture } from '../helpers/multipart';

describe.each(dbKinds)('the API platform on %s', (kind) => {
  let t: TestApp;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      kind,
      {},
      {
        // A write may carry several lines: answer lines are batched per turn of the event loop.
        logDestination: {
          write: (chunk: string) => {
            for (const line of chunk.split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
          },
        },
      },
    );
  });
  afterAll(() => t.close());

  it('reports healthy when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('answers an unknown API route with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('answers a malformed JSON body with 400 and a message, never a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Malformed JSON body');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('sends an API answer a policy that allows nothing, and only the headers a non-page needs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    // What only a document reads stays on HTML answers (tests/api/static.test.ts).
    for (const documentHeader of [
      'strict-transport-security',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
    ]) {
      expect(res.headers[documentHeader], documentHeader).toBeUndefined();
    }
  });

  it('logs one line per answer, with its request id, status and duration', async () => {
    logLines.length = 0;
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    const refused = await t.app.inject({ method: 'GET', url: '/api/home' });
    // A backslash in the address (the client sends a quote as %22) is escaped: the line stays JSON.
    const odd = await t.app.inject({ method: 'GET', url: '/api/health?q=%22a"b\\c' });
    const ids = [ok, refused, odd].map((res) => res.headers['x-request-id']);
    const theirs = () => logLines.filter((line) => ids.includes(line.reqId as string));
    await vi.waitFor(() => expect(theirs()).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(theirs()).toEqual([
      expect.objectContaining({
        msg: 'answered',
        reqId: ok.headers['x-request-id'],
        method: 'GET',
        url: '/api/health',
        status: 200,
        ms: expect.any(Number),
      }),
      expect.objectContaining({
        msg: 'answered',
        reqId: refused.headers['x-request-id'],
        url: '/api/home',
        status: 401,
      }),
      expect.objectContaining({ url: '/api/health?q=%22a%22b\\c', status: 200 }),
    ]);
  });

  it('refuses a picture sent to a call that takes none with 415 and a message', async () => {
    const upload = multipartFile(await testPicture());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: upload.headers,
      payload: upload.body,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('sends the same headers on refusals and unknown routes', async () => {
    for (const url of ['/api/home', '/api/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-security-policy'], url).toMatch(/default-src 'none'/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('tags every answer with a request id of its own, or the one the caller sent', async () => {
    const ids = new Set<unknown>();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
      ids.add(res.headers['x-request-id']);
    }
    expect(ids.size).toBe(3);
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-given-42' },
    });
    expect(given.headers['x-request-id']).toBe('proxy-given-42');
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'not an id; <script>' },
    });
    expect(odd.headers['x-request-id']).not.toBe('not an id; <script>');
  });
});
