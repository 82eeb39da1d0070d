/**
 * `npm run bench:strangers`: the real server in its own process, tried as a stranger would
 * (issue 35): the team take-over through guessed invite ids, thousands of random 8 KB session
 * cookies, random Host headers, absurdly long paths, and a burst of wrong passwords for one
 * account from one address. On PGlite in a temporary DATA_DIR, then on a fresh PostgreSQL
 * database when DATABASE_URL is set.
 *
 * It prints the answers each attack got (all must be refusals, none a 5xx), the app's RSS before
 * and after each flood, and the CPU seconds the long paths cost. Targets: the take-over refused
 * at its first step, every flood refused without a 5xx, RSS after all floods at most 10 % above
 * RSS after the first (the server's memory stays flat), at most 10 passwords checked in the
 * burst. A missed target prints FAIL; the bench exits 1 only when something breaks.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort } from '../scripts/freePort';
import {
  appEnv,
  cpuSeconds,
  DEMO_PASSWORD,
  freshPostgres,
  makeWorkDir,
  out,
  progress,
  rssMb,
  runBench,
  scoped,
  startApp,
  workDir,
  type Target,
} from './harness';

const FLOOD = Number(process.env.BENCH_FLOOD) || 10_000;
const CONCURRENCY = 50;
const BURST = 40;
/** The failures one account may have checked from one address (loginFailuresPerEmailAndIp). */
const FAILURE_LIMIT = 10;

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One request with any headers (fetch refuses to set Host). */
function send(
  base: string,
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  const url = new URL(base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: urlPath,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Sends `count` requests made by `make`, CONCURRENCY at a time; answers the statuses counted. */
async function flood(count: number, make: (i: number) => Promise<Answer>) {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      const { status } = await make(i);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return statuses;
}

const statusText = (statuses: Map<number, number>) =>
  [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
const has5xx = (statuses: Map<number, number>) => [...statuses.keys()].some((s) => s >= 500);

/** A demo account signed in: its session cookie. */
async function signedIn(base: string, email: string): Promise<string> {
  const answer = await send(base, 'POST', '/api/login', {}, { email, password: DEMO_PASSWORD });
  if (answer.status !== 200) throw new Error(`login of ${email}: ${answer.status} ${answer.body}`);
  const sid = answer.setCookie.find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('login set no sid cookie');
  return sid.split(';')[0];
}

async function attackTarget(target: Target): Promise<boolean> {
  let ok = true;
  const fail = (what: string) => {
    ok = false;
    out(`  FAIL ${what}`);
  };
  const port = await freePort();
  const dataDir = path.join(workDir(), `data-${target.label}`);
  const app = await startApp(
    { ...appEnv(dataDir, target.databaseUrl), RATE_LIMIT_FACTOR: '1' },
    port,
    120_000,
  );
  const base = app.url;
  const pid = app.child.pid;
  out(`\n## ${target.label}`);

  // The take-over: a signed-in account that belongs to no company names team 1 of company 1.
  const cookie = await signedIn(base, 'supporter@demo.test');
  const ids = { cookie, assignedcompanyid: '1', assignedteamid: '1' };
  const steps = [
    [
      'POST /api/join (guessed ids)',
      await send(base, 'POST', '/api/join', ids, { with_team: true }),
    ],
    [
      'POST /api/join (made-up invite)',
      await send(base, 'POST', '/api/join', ids, { with_team: true, invite: 'A'.repeat(43) }),
    ],
    [
      'GET /api/add-players',
      await send(base, 'GET', '/api/add-players', { cookie, otherteamid: '1' }),
    ],
    [
      'POST /api/update-captain',
      await send(
        base,
        'POST',
        '/api/update-captain',
        { cookie, otherteamid: '1' },
        { playerId: 1 },
      ),
    ],
  ] as const;
  for (const [step, answer] of steps) {
    out(`  ${step}: ${answer.status} ${answer.body.slice(0, 80)}`);
    if (answer.status < 400 || answer.status >= 500) fail(`${step} was not refused`);
  }

  const rss: [string, number | undefined][] = [['start', rssMb(pid)]];

  const cookies = await flood(FLOOD, () =>
    send(base, 'GET', '/api/check-auth', {
      cookie: `sid=${randomBytes(6 * 1024).toString('base64url')}`,
    }),
  );
  rss.push([`${FLOOD} random 8 KB cookies`, rssMb(pid)]);
  out(`  random 8 KB sid cookies: ${statusText(cookies)}`);
  if (has5xx(cookies)) fail('a cookie got a 5xx');

  const wellFormed = await flood(FLOOD, () =>
    send(base, 'GET', '/api/check-auth', {
      cookie: `sid=${randomBytes(32).toString('base64url')}`,
    }),
  );
  rss.push([`${FLOOD} unknown well-formed cookies`, rssMb(pid)]);
  out(`  unknown well-formed sid cookies: ${statusText(wellFormed)}`);
  if (has5xx(wellFormed)) fail('a cookie got a 5xx');

  const hosts = await flood(FLOOD, () =>
    send(base, 'GET', '/api/branding', { host: `${randomBytes(24).toString('hex')}.example` }),
  );
  rss.push([`${FLOOD} random hosts`, rssMb(pid)]);
  out(`  random Host headers on /api/branding: ${statusText(hosts)}`);
  if (has5xx(hosts)) fail('a host got a 5xx');

  const longPath = `/a${'/'.repeat(15_000)}b`;
  const cpuBefore = cpuSeconds(pid);
  const paths = await flood(2_000, () => send(base, 'GET', longPath));
  const cpuAfter = cpuSeconds(pid);
  rss.push(['2,000 paths of 15,000 slashes', rssMb(pid)]);
  const cpuMs =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) * 1000;
  out(
    `  /a + 15,000 slashes + b: ${statusText(paths)}, ${cpuMs === undefined ? '—' : (cpuMs / 2_000).toFixed(3)} ms of CPU each`,
  );
  if (has5xx(paths)) fail('a long path got a 5xx');

  const burst = await Promise.all(
    Array.from({ length: BURST }, () =>
      send(base, 'POST', '/api/login', {}, { email: 'player@demo.test', password: 'Wrong!pass1' }),
    ),
  );
  const checked = burst.filter((a) => a.status === 401).length;
  const refused = burst.filter((a) => a.status === 429).length;
  out(`  ${BURST} wrong passwords at once: ${checked} checked (401), ${refused} refused (429)`);
  if (checked > FAILURE_LIMIT)
    fail(`${checked} passwords were checked, more than ${FAILURE_LIMIT}`);

  out('  RSS (MB):');
  for (const [when, mb] of rss)
    out(`    ${when.padEnd(34)} ${mb === undefined ? '—' : mb.toFixed(0)}`);
  const first = rss[1][1];
  const last = rss.at(-1)![1];
  if (first !== undefined && last !== undefined) {
    const growth = last / first - 1;
    out(`  growth after the first flood: ${(growth * 100).toFixed(1)} %`);
    if (growth > 0.1) fail('memory grew more than 10 % after the first flood');
  }
  return ok;
}

await runBench(async () => {
  makeWorkDir();
  const targets: Target[] = [{ label: 'PGlite' }];
  if (process.env.DATABASE_URL) targets.push({ label: 'PostgreSQL' });
  out(`# Strangers: ${FLOOD.toLocaleString('en')} requests per flood, ${CONCURRENCY} at a time`);
  let ok = true;
  for (const target of targets) {
    progress(`${target.label}…`);
    ok =
      (await scoped(async () => {
        const databaseUrl =
          target.label === 'PostgreSQL'
            ? await freshPostgres(process.env.DATABASE_URL!)
            : undefined;
        return attackTarget({ ...target, databaseUrl });
      })) && ok;
  }
  agent.destroy();
  out(ok ? '\nAll targets met.' : '\nFAIL: some targets were missed.');
});
