/**
 * GET /metrics: Prometheus's text format for the bearer of METRICS_TOKEN, 401 for anyone else,
 * 404 when no token is configured; request durations labelled by route template, Node's default
 * metrics, and the app's own counters moving with what happens.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { createCallerWorld, type CallerWorld } from '../helpers/factories';
import { T0, validRequestFor } from '../helpers/validRequests';
import { crewScoreSaveRoute } from '../../src/shared/api/crew';
import { ALL_ROUTES } from '../../src/shared/api/routes';
import { leaderboardBreakdownRoute } from '../../src/shared/api/scores';

const TOKEN = 'scrape-me-7f3a9c';

/**
 * Prometheus's own checker on a scrape, where Debian's prometheus package provides it: CI
 * installs it and sets REQUIRE_PROMTOOL, so there the check always runs.
 */
function promtoolCheck(text: string): { ran: boolean; status: number | null; output: string } {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (run.error) {
    if (process.env.REQUIRE_PROMTOOL) throw new Error(`promtool is required: ${run.error.message}`);
    return { ran: false, status: null, output: '' };
  }
  return { ran: true, status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The value of a sample line, e.g. `crew_saves_total 1`, or undefined when it is missing. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}${labels} `) || l.startsWith(`${name}${labels}{`));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('are not served: 404 with a message, with or without credentials', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });
});

describe.each(dbKinds)('metrics with METRICS_TOKEN on %s', (kind) => {
  let t: TestApp;
  let w: CallerWorld;
  const scrape = () =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
  beforeAll(async () => {
    t = await createTestApp(kind, { METRICS_TOKEN: TOKEN });
    t.clock.set(T0);
    w = await createCallerWorld(t.database.db, T0);
  });
  afterAll(() => t.close());

  it.each([
    ['no header', {}],
    ['a wrong token', { authorization: 'Bearer not-the-token' }],
    ['the token without Bearer', { authorization: TOKEN }],
    ['a longer token', { authorization: `Bearer ${TOKEN}x` }],
    [
      'basic credentials',
      { authorization: `Basic ${Buffer.from(`a:${TOKEN}`).toString('base64')}` },
    ],
  ])('refuses %s with 401', async (_name, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
    expect(res.body).not.toContain('http_request_duration_seconds');
  });

  it("answers Prometheus's text format with Node's default metrics", async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(sample(res.body, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    expect(sample(res.body, 'live_streams_open')).toBe(0);
    // Every family has its HELP and TYPE lines before its samples.
    const families = [...res.body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => m[1]);
    expect(families.length).toBeGreaterThan(20);
    for (const family of families) expect(res.body).toContain(`# HELP ${family} `);
    const checked = promtoolCheck(res.body);
    if (checked.ran) {
      // The text parses (promtool exits 1 on a parse error), and its lint finds nothing but the
      // names prom-client's default metrics keep (gauges named *_total).
      expect(checked.output).not.toContain('error while linting');
      const findings = checked.output.split('\n').filter(Boolean);
      expect(findings.filter((line) => !/^nodejs_active_\w+_total non-counter/.test(line))).toEqual(
        [],
      );
      expect([0, 3]).toContain(checked.status);
    }
  });

  it('labels request durations by method, route template and status, never by a raw address', async () => {
    const breakdown = await validRequestFor(t, w, leaderboardBreakdownRoute, 'supporter');
    const answer = await t.app.inject(breakdown);
    expect(answer.statusCode).toBe(200);
    const unknown = await t.app.inject({
      ...breakdown,
      query: { team_id: '999999' },
    });
    expect(unknown.statusCode).toBe(404);
    const text = (await scrape()).body;
    const route = 'route="/api/leaderboard/breakdown"';
    expect(text).toContain(
      `http_request_duration_seconds_count{method="GET",${route},status_code="200"} 1`,
    );
    expect(text).toContain(
      `http_request_duration_seconds_count{method="GET",${route},status_code="404"} 1`,
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.001",method="GET"/);
    // Every route label is a contract's path (or "unmatched"), never what a client sent.
    const templates = new Set([...ALL_ROUTES.map((r) => r.path), 'unmatched']);
    const labels = [...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => !templates.has(label))).toEqual([]);
    expect(text).not.toContain('team_id');
  });

  it('counts snapshot builds and hits, crew saves, mails and rate-limit refusals', async () => {
    const before = (await scrape()).body;
    const hits = sample(before, 'snapshot_hits_total') ?? 0;
    const builds = sample(before, 'snapshot_builds_total') ?? 0;

    const read = await validRequestFor(t, w, leaderboardBreakdownRoute, 'player');
    expect((await t.app.inject(read)).statusCode).toBe(200);
    expect((await t.app.inject(read)).statusCode).toBe(200);

    const save = await validRequestFor(t, w, crewScoreSaveRoute, 'crew');
    expect((await t.app.inject(save)).statusCode).toBe(200);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { origin: 'http://app.test' },
      payload: { email: w.forgetful.email },
    });
    expect(forgot.statusCode).toBe(200);

    let refused = 0;
    for (let i = 0; i < 40 && refused === 0; i++) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: 'http://app.test' },
        payload: { email: w.member.email, password: `wrong-${i}` },
      });
      if (login.statusCode === 429) refused += 1;
    }
    expect(refused).toBe(1);

    const after = (await scrape()).body;
    expect(sample(after, 'snapshot_hits_total')).toBeGreaterThan(hits);
    expect(sample(after, 'snapshot_builds_total')).toBeGreaterThan(builds);
    expect(sample(after, 'crew_saves_total')).toBe(1);
    expect(sample(after, 'mails_total', '{outcome="sent"}')).toBe(1);
    expect(sample(after, 'mails_total', '{outcome="failed"}')).toBe(0);
    expect(sample(after, 'rate_limit_refusals_total', '{route="/api/login"}')).toBe(1);
  });
});
