/**
 * `npm run bench:bundle`: the weight of the first screen. Reads the built dist/index.html, takes
 * the JS and CSS it loads directly (module scripts, modulepreload and stylesheet links), and
 * prints each file's size raw and gzipped, with the gzip totals for JS and for CSS. Screens
 * loaded lazily after start-up are listed apart, as one total.
 * Usage: tsx bench/bundle.ts [distDir]   (default dist)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface Asset {
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

const distDir = path.resolve(process.argv[2] ?? 'dist');
const indexPath = path.join(distDir, 'index.html');
if (!fs.existsSync(indexPath)) {
  process.stderr.write(`${indexPath} is missing: run \`npm run build\` first.\n`);
  process.exit(1);
}

/** Local paths of the scripts, module preloads and stylesheets that index.html loads. */
function firstScreenFiles(html: string): string[] {
  const files = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    const rel = attr('rel')?.toLowerCase();
    const url = tag.toLowerCase().startsWith('<script')
      ? attr('src')
      : rel === 'stylesheet' || rel === 'modulepreload'
        ? attr('href')
        : undefined;
    if (url && !/^(https?:)?\/\//i.test(url)) files.add(url.replace(/^\//, '').split(/[?#]/)[0]);
  }
  return [...files];
}

function measure(file: string): Asset {
  const content = fs.readFileSync(path.join(distDir, file));
  return {
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    raw: content.length,
    gzip: zlib.gzipSync(content).length,
  };
}

/** Every JS and CSS file Vite emitted (dist/assets), as paths relative to dist. */
function builtAssets(): string[] {
  const assetsDir = path.join(distDir, 'assets');
  if (!fs.existsSync(assetsDir)) return [];
  return fs
    .readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(m?js|css)$/.test(f))
    .map((f) => `assets/${f.split(path.sep).join('/')}`);
}

// kB are 1000 bytes, as in Vite's build report; gzip at zlib's default level, as servers send.
const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
const sum = (assets: Asset[], kind: Asset['kind']) =>
  assets.filter((a) => a.kind === kind).reduce((total, a) => total + a.gzip, 0);

const firstScreen = firstScreenFiles(fs.readFileSync(indexPath, 'utf8')).map(measure);
const lazy = builtAssets()
  .filter((f) => !firstScreen.some((a) => a.file === f))
  .map(measure);

const width = Math.max(20, ...firstScreen.map((a) => a.file.length));
const rows = [
  `${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`,
  ...firstScreen.map(
    (a) => `${a.file.padEnd(width)}  ${kb(a.raw).padStart(10)}  ${kb(a.gzip).padStart(10)}`,
  ),
];
process.stdout.write(
  [
    `First screen (loaded directly by ${path.relative(process.cwd(), indexPath)}):`,
    '',
    ...rows,
    '',
    `JS  gzip total: ${kb(sum(firstScreen, 'js'))}`,
    `CSS gzip total: ${kb(sum(firstScreen, 'css'))}`,
    '',
    `Loaded later (${lazy.length} lazy files): JS ${kb(sum(lazy, 'js'))}, CSS ${kb(sum(lazy, 'css'))} gzip`,
    '',
  ].join('\n'),
);
