/**
 * Lighthouse on a page as a given visitor sees it on a cold first visit: one headless Chromium
 * (chrome-launcher) driven through puppeteer-core, the library Lighthouse itself drives Chrome
 * with, so each audit runs in a page of ours that Lighthouse is handed (Lighthouse's documented
 * way to audit signed-in pages: docs/recipes/auth in its repository). Before each audit the
 * browser forgets everything the origins stored (cookies, local storage, IndexedDB, caches,
 * service workers) and gets the visitor's cookies (the `sid` session, the `i18nextLng`
 * language), as Chromium itself keeps them, so the page's scripts see the same cookies the
 * server does; the visitor's session storage (a selection another screen made, as after a
 * reload) is written before the page's own scripts run. Lighthouse then clears the HTTP cache
 * and navigates: a cold cache with the session already there.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The categories audited, by their Lighthouse ids. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];

/**
 * Lighthouse could not make sense of a run (its runtimeError, e.g. NO_NAVSTART: no navigation
 * in the trace it recorded), which its message asks to run again.
 */
export class LighthouseRunError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'LighthouseRunError';
  }
}

export interface Visit {
  url: string;
  /** Cookies of the page's origin, e.g. `sid` (httpOnly, as the server sets it) and `i18nextLng`. */
  cookies: { name: string; value: string; httpOnly?: boolean }[];
  /** Session storage of the page's origin, there before the page's scripts run. */
  sessionStorage?: Record<string, string>;
}

export interface Audit {
  /** Category scores, 0–100. */
  scores: Record<Category, number>;
  /** Milliseconds, but CLS (unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** The ids of the audits of a category that did not pass (and count towards its score). */
  failing: Record<Category, string[]>;
  /**
   * axe rules Lighthouse runs but leaves out of the accessibility score (its hidden group, e.g.
   * label-content-name-mismatch) that found something.
   */
  unscoredA11y: string[];
  /** The address the page showed when Lighthouse was done (a sign-in redirect shows here). */
  finalUrl: string;
  /** Lighthouse's whole result (LIGHTHOUSE_REPORT_DIR saves it). */
  lhr: LighthouseResult;
}

export interface AuditBrowser {
  audit(visit: Visit, origins: string[]): Promise<Audit>;
  close(): Promise<void>;
}

/** Starts Chromium; `close` stops it (and so does the process's exit). */
export async function openAuditBrowser(): Promise<AuditBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    // The bench's own Ctrl-C handling stops the servers; this stops Chromium on any exit.
    handleSIGINT: false,
  });
  const killChrome = () => {
    try {
      chrome.process.kill('SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killChrome);
  let browser: Browser;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
  } catch (error) {
    killChrome();
    throw error;
  }
  return {
    audit: (visit, origins) => auditVisit(browser, visit, origins),
    close: async () => {
      await browser.disconnect().catch(() => {});
      chrome.kill();
    },
  };
}

async function auditVisit(browser: Browser, visit: Visit, origins: string[]): Promise<Audit> {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    for (const origin of origins) {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    }
    await cdp.send('Network.clearBrowserCookies');
    if (visit.cookies.length > 0) {
      await cdp.send('Network.setCookies', {
        cookies: visit.cookies.map((cookie) => ({
          ...cookie,
          url: visit.url,
          path: '/',
          sameSite: 'Lax' as const,
        })),
      });
    }
    await cdp.detach();
    if (visit.sessionStorage) {
      await page.evaluateOnNewDocument(
        (origin, items) => {
          // Lighthouse opens about:blank first: only the audited page's origin gets the items.
          if (location.origin !== origin) return;
          for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
        },
        new URL(visit.url).origin,
        visit.sessionStorage,
      );
    }
    const result = await lighthouse(
      visit.url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${visit.url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRunError(
        `Lighthouse on ${visit.url}: ${lhr.runtimeError.message}`,
        lhr.runtimeError.code,
      );
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (category: Category) =>
      Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
    const failed = (id: string) => {
      const audit = lhr.audits[id];
      return audit !== undefined && audit.score !== null && audit.score < 1;
    };
    const failing = (category: Category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && failed(ref.id))
        .map((ref) => ref.id);
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
      },
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndex: metric('speed-index'),
      failing: {
        performance: failing('performance'),
        accessibility: failing('accessibility'),
        'best-practices': failing('best-practices'),
      },
      unscoredA11y: (lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight === 0 && ref.group === 'hidden' && failed(ref.id))
        .map((ref) => ref.id),
      finalUrl: lhr.finalDisplayedUrl,
      lhr,
    };
  } finally {
    await page.close().catch(() => {});
  }
}
