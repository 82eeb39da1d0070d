/**
 * The weight of the first screen in a production build, for `npm run bench:bundle` and
 * `npm run bench:web`: for a page, the JS and CSS it loads directly (module scripts,
 * modulepreload and stylesheet links) raw and gzipped, the data it preloads (its start-up
 * translations), and the page itself (on the prerendered sign-in page, with its CSS). Measured for the app
 * shell (dist/index.html; the per-language pages in dist/pages load the same files) and the
 * prerendered sign-in page (dist/pages/login.en.html), with the lazily loaded rest as one total.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface Asset {
  file: string;
  kind: 'js' | 'css' | 'json';
  raw: number;
  gzip: number;
}

export interface PageWeight {
  /** The HTML file, relative to the dist folder. */
  page: string;
  /** What the page is for. */
  label: string;
  html: { raw: number; gzip: number };
  /** The page carries CSS in a <style> element (counted in its own size). */
  inlineCss: boolean;
  assets: Asset[];
  jsGzip: number;
  cssGzip: number;
  jsonGzip: number;
}

export interface BundleWeight {
  distDir: string;
  shell: PageWeight;
  /** The prerendered sign-in page, when the build wrote one. */
  signIn?: PageWeight;
  /** Built JS and CSS the shell does not load directly. */
  lazy: { files: number; jsGzip: number; cssGzip: number };
}

export const SIGN_IN_PAGE = 'pages/login.en.html';

/** Local paths of the scripts, module preloads, stylesheets and preloaded data a page loads. */
function loadedFiles(html: string): string[] {
  const files = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    const rel = attr('rel')?.toLowerCase();
    // A disabled stylesheet link is not fetched (the sign-in page inlines those files).
    const disabled = /\sdisabled\b/i.test(tag);
    const url = tag.toLowerCase().startsWith('<script')
      ? attr('src')
      : (rel === 'stylesheet' && !disabled) || rel === 'modulepreload' || rel === 'preload'
        ? attr('href')
        : undefined;
    if (url && !/^(https?:)?\/\//i.test(url)) files.add(url.replace(/^\//, '').split(/[?#]/)[0]);
  }
  return [...files];
}

// gzip at zlib's default level, as servers send.
const sizes = (content: Buffer) => ({ raw: content.length, gzip: zlib.gzipSync(content).length });

function measureAsset(distDir: string, file: string): Asset {
  const kind = file.endsWith('.css') ? 'css' : file.endsWith('.json') ? 'json' : 'js';
  return { file, kind, ...sizes(fs.readFileSync(path.join(distDir, file))) };
}

const gzipOf = (assets: Asset[], kind: Asset['kind']) =>
  assets.filter((a) => a.kind === kind).reduce((total, a) => total + a.gzip, 0);

export function measurePage(distDir: string, page: string, label: string): PageWeight {
  const html = fs.readFileSync(path.join(distDir, page));
  const text = html.toString('utf8');
  const assets = loadedFiles(text).map((file) => measureAsset(distDir, file));
  return {
    page,
    label,
    html: sizes(html),
    inlineCss: /<style\b/i.test(text),
    assets,
    jsGzip: gzipOf(assets, 'js'),
    cssGzip: gzipOf(assets, 'css'),
    jsonGzip: gzipOf(assets, 'json'),
  };
}

/** Every JS and CSS file Vite emitted (dist/assets), as paths relative to dist. */
function builtAssets(distDir: string): string[] {
  const assetsDir = path.join(distDir, 'assets');
  if (!fs.existsSync(assetsDir)) return [];
  return fs
    .readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(m?js|css)$/.test(f))
    .map((f) => `assets/${f.split(path.sep).join('/')}`);
}

/** Throws when the build is missing; `npm run build` makes it. */
export function measureBundle(distDir: string): BundleWeight {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${path.join(distDir, 'index.html')} is missing: run \`npm run build\` first.`);
  }
  const shell = measurePage(distDir, 'index.html', 'app shell, every path');
  const signIn = fs.existsSync(path.join(distDir, SIGN_IN_PAGE))
    ? measurePage(distDir, SIGN_IN_PAGE, 'prerendered sign-in screen, / and /login')
    : undefined;
  const lazy = builtAssets(distDir)
    .filter((f) => !shell.assets.some((a) => a.file === f))
    .map((f) => measureAsset(distDir, f));
  return {
    distDir,
    shell,
    signIn,
    lazy: { files: lazy.length, jsGzip: gzipOf(lazy, 'js'), cssGzip: gzipOf(lazy, 'css') },
  };
}

// kB are 1000 bytes, as in Vite's build report.
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

function pageLines(weight: PageWeight, shell: PageWeight): string[] {
  const width = Math.max(28, ...weight.assets.map((a) => a.file.length));
  const row = (name: string, raw: string, gzip: string) =>
    `${name.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}`;
  const preloaded = weight.assets.filter((a) => !shell.assets.some((s) => s.file === a.file));
  const lines = [
    `${weight.page} (${weight.label}):`,
    '',
    row('file', 'raw', 'gzip'),
    row(`${weight.page} itself`, kb(weight.html.raw), kb(weight.html.gzip)),
    ...weight.assets.map((a) => row(a.file, kb(a.raw), kb(a.gzip))),
    '',
    `JS  gzip total: ${kb(weight.jsGzip)}`,
    `CSS gzip total: ${kb(weight.cssGzip)}${weight.inlineCss ? ' (and inline in the page)' : ''}`,
    ...(weight.jsonGzip > 0
      ? [`Start-up translations (preloaded) gzip: ${kb(weight.jsonGzip)}`]
      : []),
  ];
  if (weight !== shell && preloaded.length > 0) {
    const preloadedJs = gzipOf(preloaded, 'js');
    lines.push(
      `  of which start-up (as the shell) ${kb(weight.jsGzip - preloadedJs)}, ` +
        `the screen's own modules (preloaded) ${kb(preloadedJs)}`,
    );
  }
  return lines;
}

/** The report's lines: the shell, the sign-in page, the lazy rest. */
export function formatBundle(weight: BundleWeight): string[] {
  const lines = [
    `First screen of ${path.relative(process.cwd(), weight.distDir) || '.'}:`,
    '',
    ...pageLines(weight.shell, weight.shell),
  ];
  if (weight.signIn) lines.push('', ...pageLines(weight.signIn, weight.shell));
  lines.push(
    '',
    `Loaded later (${weight.lazy.files} lazy files): JS ${kb(weight.lazy.jsGzip)}, CSS ${kb(weight.lazy.cssGzip)} gzip`,
  );
  return lines;
}
