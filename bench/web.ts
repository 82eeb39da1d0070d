/**
 * `npm run bench:web`: how fast the first screen shows on a phone, and whether it is accessible
 * and well made, beside its weight (issue 39's targets). Reads the production build (run
 * `npm run build` first; this builds nothing), starts the compiled server as production runs it
 * (`node dist/server/run.js`) on a free port with a temporary DATA_DIR (the first start seeds
 * the demo data), signs the demo users in through the API (bench/harness.ts), and runs
 * Lighthouse (its defaults: a mobile phone, simulated slow 4G and a 4× slower CPU; categories
 * performance, accessibility and best practices) in Debian's Chromium on each page of PAGES in
 * each language of LANGUAGES, as a cold first visit with the visitor's cookies set
 * (bench/lighthouseSession.ts). Prints per page the median run's scores, FCP, LCP, TBT, CLS and
 * Speed Index with pass/FAIL against the targets, the failing audits of an accessibility or best
 * practices score under target, then the bundle sizes of `npm run bench:bundle`.
 *
 * LIGHTHOUSE_RUNS (default 3) runs per page; the run with the median performance score is
 * shown. BENCH_PAGES (e.g. `login,home`) and BENCH_LANGUAGES (e.g. `ar`) pick some of them;
 * LIGHTHOUSE_REPORT_DIR saves the shown runs' whole results (JSON) to look into.
 * CHROME_PATH (default /usr/bin/chromium) names the browser. A missed target prints FAIL and
 * exits 0 (it measures); it exits 1 when something breaks.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EventRole } from '../src/shared/roles';
import { crewBattleSelectRoute, crewBattlesRoute } from '../src/shared/api/crew';
import { formatBundle, measureBundle } from './pageWeight';
import {
  COMPILED_SERVER,
  appEnv,
  call,
  makeWorkDir,
  out,
  progress,
  runBench,
  signIn,
  startApp,
  workDir,
  type Session,
} from './harness';
import {
  LighthouseRunError,
  openAuditBrowser,
  type Audit,
  type AuditBrowser,
  type Visit,
} from './lighthouseSession';
import { freePort } from '../scripts/freePort';

/** The demo seed gives 127.0.0.1 its own colours; localhost shows the default branding. */
const DEFAULT_HOST = 'localhost';
const BRANDED_HOST = '127.0.0.1';

interface Page {
  name: string;
  path: string;
  host: string;
  /** Signed in as the demo user of this role, past the selection screens; else signed out. */
  as?: EventRole;
}

/** Issue 39's table: the way in on both hosts, and the signed-in screens opened most. */
const PAGES: Page[] = [
  { name: 'login', path: '/login', host: DEFAULT_HOST },
  { name: 'login-branded', path: '/login', host: BRANDED_HOST },
  { name: 'home', path: '/home', host: DEFAULT_HOST, as: 'supporter' },
  { name: 'leaderboard', path: '/leaderboard', host: DEFAULT_HOST, as: 'player' },
  // The player's own team (no other team chosen).
  { name: 'team', path: '/team', host: DEFAULT_HOST, as: 'player' },
  // The session chosen on /crew-battles (selectedScoreId), as after a reload of the form.
  { name: 'crew-score', path: '/crew-score', host: DEFAULT_HOST, as: 'crew' },
];
const LANGUAGES = ['en', 'ar'];

const TARGETS = { performance: 90, accessibility: 100, bestPractices: 95, lcpMs: 2500, cls: 0.05 };

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
/** When set, each shown run's whole Lighthouse result is saved there as <page>.<lang>.json. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

/** A comma-separated choice among `all` (by name), or all of them when unset. */
function pick<T>(variable: string, all: T[], nameOf: (item: T) => string): T[] {
  const wanted = process.env[variable]
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!wanted?.length) return all;
  const names = all.map(nameOf);
  const unknown = wanted.filter((name) => !names.includes(name));
  if (unknown.length > 0) {
    throw new Error(`${variable}: unknown ${unknown.join(', ')} (known: ${names.join(', ')})`);
  }
  return all.filter((item) => wanted.includes(nameOf(item)));
}

interface Row {
  page: Page;
  language: string;
  audit: Audit;
}

/** The session's cookie as name and value (`sid=…`). */
function sessionCookie(session: Session) {
  const at = session.cookie.indexOf('=');
  return { name: session.cookie.slice(0, at), value: session.cookie.slice(at + 1), httpOnly: true };
}

/** As /crew-battles does on a tap: selects the crew member's started session with most teams. */
async function chooseCrewSession(base: string, crew: Session): Promise<number> {
  const { data } = await call(base, crewBattlesRoute, crew);
  const started = data.battles.filter((s) => Date.parse(s.start_time) <= Date.now());
  const [session] = (started.length > 0 ? started : data.battles).sort(
    (a, b) => b.team_count - a.team_count,
  );
  if (!session) throw new Error('the demo crew member has no score session');
  const { data: selected } = await call(base, crewBattleSelectRoute, crew, {
    score_id: session.score_id,
  });
  return selected.score_id;
}

/** What a visit to a page sends: its cookies and session storage. */
interface Visitor {
  cookies: Visit['cookies'];
  sessionStorage?: Record<string, string>;
}

async function visitors(base: string, pages: Page[]): Promise<Map<EventRole, Visitor>> {
  const byRole = new Map<EventRole, Visitor>();
  for (const role of new Set(pages.flatMap((p) => (p.as ? [p.as] : [])))) {
    progress(`signing in the demo ${role}…`);
    const session = await signIn(base, role);
    const visitor: Visitor = { cookies: [sessionCookie(session)] };
    if (role === 'crew') {
      visitor.sessionStorage = { selectedScoreId: String(await chooseCrewSession(base, session)) };
    }
    byRole.set(role, visitor);
  }
  return byRole;
}

/**
 * Before the audits: the page answers 200 in the language asked for. After each: the page still
 * shows its own path (a signed-in screen whose session was not sent ends on /login).
 */
async function checkPage(url: string, cookies: Visit['cookies'], language: string) {
  const answer = await fetch(url, {
    headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  const html = await answer.text();
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
  const lang = /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];
  if (lang !== language) throw new Error(`GET ${url} answered lang="${lang}", not ${language}`);
}

async function measure(
  browser: AuditBrowser,
  port: number,
  page: Page,
  language: string,
  visitor: Visitor | undefined,
): Promise<Row> {
  const url = `http://${page.host}:${port}${page.path}`;
  const cookies = [...(visitor?.cookies ?? []), { name: 'i18nextLng', value: language }];
  await checkPage(url, cookies, language);
  const origins = [DEFAULT_HOST, BRANDED_HOST].map((host) => `http://${host}:${port}`);
  const runs: Audit[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    progress(`Lighthouse ${page.name} (${language}), run ${run} of ${RUNS}…`);
    const audit = await auditWithRetries(browser, origins, {
      url,
      cookies,
      sessionStorage: visitor?.sessionStorage,
    });
    const shown = new URL(audit.finalUrl).pathname;
    if (shown !== page.path) {
      throw new Error(`${page.name} (${language}) ended on ${shown}, not ${page.path}`);
    }
    runs.push(audit);
  }
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    const file = path.join(REPORT_DIR, `${page.name}.${language}.json`);
    fs.writeFileSync(file, JSON.stringify(median.lhr));
  }
  return { page, language, audit: median };
}

/** Runs Lighthouse already tried once more when it could not record the page load. */
const RUN_RETRIES = 2;

/**
 * One audit; a run Lighthouse itself could not record (LighthouseRunError, e.g. a trace without
 * its navigation, which it asks to run again) is run again, at most RUN_RETRIES times.
 */
async function auditWithRetries(browser: AuditBrowser, origins: string[], visit: Visit) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await browser.audit(visit, origins);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= RUN_RETRIES) throw error;
      progress(`  Lighthouse could not record that load (${error.code}); once more…`);
    }
  }
}

/** The targets a row misses, by short name; empty when it meets all. */
function misses({ audit }: Row): string[] {
  const missed: string[] = [];
  if (!(audit.scores.performance >= TARGETS.performance)) missed.push('perf');
  if (!(audit.scores.accessibility >= TARGETS.accessibility)) missed.push('a11y');
  if (!(audit.scores['best-practices'] >= TARGETS.bestPractices)) missed.push('BP');
  if (!(audit.lcp <= TARGETS.lcpMs)) missed.push('LCP');
  if (!(audit.cls <= TARGETS.cls)) missed.push('CLS');
  return missed;
}

function printResults(rows: Row[]): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const columns = [
    'page',
    'host',
    'lang',
    'as',
    'perf',
    'a11y',
    'BP',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'Speed Index',
    'result',
  ];
  const cells = rows.map((row) => {
    const { page, language, audit } = row;
    const missed = misses(row);
    return [
      page.path,
      page.host === BRANDED_HOST ? `${page.host} (branded)` : page.host,
      language,
      page.as ?? '—',
      String(audit.scores.performance),
      String(audit.scores.accessibility),
      String(audit.scores['best-practices']),
      seconds(audit.fcp),
      seconds(audit.lcp),
      `${Math.round(audit.tbt)} ms`,
      audit.cls.toFixed(3),
      seconds(audit.speedIndex),
      missed.length === 0 ? 'pass' : `FAIL ${missed.join(', ')}`,
    ];
  });
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const textColumns = new Set([0, 1, 2, 3, columns.length - 1]);
  const line = (row: string[]) =>
    row
      .map((cell, i) => (textColumns.has(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  out(
    `Lighthouse ${RUNS === 1 ? '(one run' : `(median of ${RUNS} runs by performance`}; mobile, simulated slow 4G, 4× CPU slowdown; cold cache, cookies set):`,
  );
  out(
    `Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS.bestPractices}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}.`,
  );
  out();
  out(line(columns));
  rows.forEach((row, n) => {
    out(line(cells[n]));
    const { audit } = row;
    if (audit.scores.accessibility < TARGETS.accessibility) {
      out(`    accessibility fails: ${audit.failing.accessibility.join(', ') || '—'}`);
    }
    if (audit.unscoredA11y.length > 0) {
      out(`    axe, unscored by Lighthouse: ${audit.unscoredA11y.join(', ')}`);
    }
    if (audit.scores['best-practices'] < TARGETS.bestPractices) {
      out(`    best practices fails: ${audit.failing['best-practices'].join(', ') || '—'}`);
    }
  });
  out();
  const passing = rows.filter((row) => misses(row).length === 0).length;
  out(`${passing} of ${rows.length} pages meet every target.`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const pages = pick('BENCH_PAGES', PAGES, (p) => p.name);
  const languages = pick('BENCH_LANGUAGES', LANGUAGES, (l) => l);
  const distDir = path.resolve('dist/web');
  const bundle = measureBundle(distDir);
  if (!fs.existsSync(COMPILED_SERVER)) {
    throw new Error(`${COMPILED_SERVER} is missing: run \`npm run build\` first`);
  }
  makeWorkDir();
  const port = await freePort();
  const env = { ...appEnv(path.join(workDir(), 'data'), undefined), LOG_LEVEL: 'warn' };
  progress(`starting ${COMPILED_SERVER} on port ${port} (the first start seeds the demo data)…`);
  const app = await startApp(env, port, 120_000, COMPILED_SERVER);
  const byRole = await visitors(app.url, pages);
  const browser = await openAuditBrowser();
  const rows: Row[] = [];
  try {
    for (const page of pages) {
      for (const language of languages) {
        const visitor = page.as ? byRole.get(page.as) : undefined;
        rows.push(await measure(browser, port, page, language, visitor));
      }
    }
  } finally {
    await browser.close();
  }
  out();
  printResults(rows);
  out();
  formatBundle(bundle).forEach((text) => out(text));
  out();
  out(`${rows.length * RUNS} audits in ${Math.round((performance.now() - started) / 1000)} s.`);
}

await runBench(main);
