/**
 * Writes, at build time, the pages the server sends for the app's paths (src/server/app.ts
 * picks one per request by path, language and host), each a copy of the built index.html, and
 * the translations they start with:
 *
 * - assets/start.{lng}.{hash}.json: the start-up translations of {lng} (and English, the
 *   fallback), named by their content so browsers keep them; each page of {lng} preloads them,
 *   so they load beside the start-up script and a page itself stays small (it is sent again on
 *   every visit);
 * - pages/app.{lng}.html: the app shell in {lng};
 * - pages/login.{lng}.html: the same, with the sign-in screen prerendered in {lng} inside
 *   #root for the app to hydrate, its CSS inline and its modules preloaded, so the first paint
 *   waits for no script and nothing in the head blocks rendering;
 * - pages/look-{screen}.{lng}.html: the shell in {lng} with the first look of a signed-in screen
 *   people open most (FIRST_LOOKS) inside #root: the screen as it shows while its reads are on
 *   their way, the CSS rules it uses inline, so its frame, heading and skeleton paint before any
 *   script has run; the app hydrates it once its translations are in;
 * - pages/index.json: the languages, which paths have a prerendered page, which a first look,
 *   and for each other
 *   screen path the modules and stylesheets its screen needs (its lazy chunk and what that
 *   imports, and the bottom navigation's on screens that show it), which the server links in
 *   the shell so they load beside the start-up script instead of after it; and the modules that
 *   take a server-drawn screen's first reads (src/web/app/firstReads.ts);
 * - render/render.js: src/web/app/prerender.tsx bundled for Node, with which the server draws
 *   the screens of SERVER_RENDERED with their content when it answers their page (never served).
 *
 * The prerendered markup comes from src/web/app/prerender.tsx, run through Vite's SSR loader.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import type { Resource } from 'i18next';
import { build, createServer } from 'vite';
import { FALLBACK_LANGUAGE, isRtl, SUPPORTED_LANGUAGES } from '../src/shared/languages';
import { readTranslations } from '../src/web/app/translationFiles';

/** What the build knows about one emitted chunk (from Vite's output bundle). */
export interface BuiltChunk {
  fileName: string;
  /** The source module of an entry or a lazily imported chunk. */
  facadeModuleId: string | null;
  /** Every source module the chunk holds. */
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** CSS files the chunk needs (Vite's viteMetadata.importedCss), in order. */
  css: readonly string[];
}

/** A screen prerendered at build time: its page name, the paths that show it, its module. */
interface PrerenderedPage {
  name: string;
  paths: readonly string[];
  screenModule: string;
}

const PRERENDERED: readonly PrerenderedPage[] = [
  {
    name: 'login',
    paths: ['/login', '/'],
    screenModule: 'src/web/features/access/LoginScreen.tsx',
  },
];

/**
 * The signed-in screens people open most (the way in ends on /home; links and notifications
 * lead to the others), answered with their first look to a request with a session cookie.
 */
const FIRST_LOOKS = ['/home', '/leaderboard', '/team', '/crew-score'] as const;

const PAGES_DIR = 'pages';

/** pages/index.json, which src/server/http/webApp.ts reads to know the pages. */
interface PagesIndex {
  languages: readonly string[];
  /** Path → page name, for the paths with a prerendered page (`${name}.${lng}.html`). */
  prerendered: Record<string, string>;
  /** Path → page name, for the paths with a first look (`${name}.${lng}.html`). */
  firstLooks: Record<string, string>;
  /**
   * Screen path → the dist-relative JS and CSS files its screen needs: the shell preloads the
   * JS and links the CSS, so neither waits for the screen's lazy import to ask for it.
   */
  preloads: Record<string, string[]>;
  /** The JS files that take a server-drawn screen's first reads (dist-relative). */
  firstReads: string[];
}

/** The folder of the web build that holds the server's renderer (src/server/http/screenRender.ts). */
export const RENDER_DIR = 'render';
/** The module main.tsx loads to take a server-drawn screen's first reads. */
const FIRST_READS_MODULE = 'src/web/app/firstReads';

/** The route table, whose lazy imports name each screen's module. */
const ROUTES_MODULE = 'src/web/app/routes.ts';
/** The branding module, which main.tsx imports lazily at once on every page. */
const BRANDING_MODULE = 'src/web/lib/branding';
/** The lazily loaded bottom navigation of signed-in screens (src/web/app/Layout.tsx). */
const BOTTOM_NAV_MODULE = 'src/web/app/BottomNav.tsx';

interface ScreenModule {
  path: string;
  /** The screen's module, relative to the project root, as Vite names it without extension. */
  module: string;
  bottomNav: boolean;
}

/**
 * Each screen path with its module, read from the route table's source: its
 * `const X = lazyScreen(() => import('…'))` lines and its `{ path, …, screen: X, bottomNav }`
 * entries. Paths with a wildcard are left out (no one path to preload for).
 */
export function screenModulesOf(routesSource: string): ScreenModule[] {
  const modules = new Map<string, string>();
  for (const [, name, specifier] of routesSource.matchAll(
    /const (\w+) = lazyScreen\(\s*\(\) => import\('([^']+)'\),?\s*\)/g,
  )) {
    modules.set(name, path.posix.join(path.posix.dirname(ROUTES_MODULE), specifier));
  }
  const screens: ScreenModule[] = [];
  for (const [, screenPath, body] of routesSource.matchAll(/\{\s*path: '([^']+)',([^{}]*)\}/g)) {
    const screen = /screen: (\w+)/.exec(body)?.[1];
    const module = screen ? modules.get(screen) : undefined;
    if (!module)
      throw new Error(`${ROUTES_MODULE}: no lazy module for the screen of ${screenPath}`);
    if (screenPath.includes('*')) continue;
    screens.push({ path: screenPath, module, bottomNav: /bottomNav: true/.test(body) });
  }
  return screens;
}

/** The built chunk of a lazily imported module and the chunk that imports it. */
function lazyChunkOf(chunks: readonly BuiltChunk[], root: string, module: string) {
  const wanted = path.join(root, module);
  const chunk = chunks.find(
    (c) => c.facadeModuleId !== null && c.facadeModuleId.replace(/\.tsx?$/, '') === wanted,
  );
  const owner = chunks.find((c) => chunk && c.dynamicImports.includes(chunk.fileName));
  if (!chunk || !owner) throw new Error(`No lazy chunk for ${module}`);
  return { chunk, owner };
}

/**
 * The JS files a lazy import of `module` by the entry loads: the chunk that holds it (its own,
 * or one it shares with other importers) and what that imports.
 */
function startImports(chunks: readonly BuiltChunk[], root: string, module: string): string[] {
  const wanted = path.join(root, module);
  const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replace(/\.tsx?$/, '') === wanted));
  const entry = chunks.find((c) => chunk && c.dynamicImports.includes(chunk.fileName));
  if (!chunk || !entry) throw new Error(`No lazy chunk for ${module}`);
  return preloadDependencies(chunks, chunk, entry).js;
}

/** Screen path → the JS and CSS files to load with it (see PagesIndex.preloads). */
function screenPreloads(root: string, chunks: readonly BuiltChunk[]): Record<string, string[]> {
  const source = fs.readFileSync(path.join(root, ROUTES_MODULE), 'utf8');
  const filesOf = (module: string) => {
    const { chunk, owner } = lazyChunkOf(chunks, root, module);
    return preloadDependencies(chunks, chunk, owner);
  };
  const bottomNav = filesOf(BOTTOM_NAV_MODULE.replace(/\.tsx$/, ''));
  const preloads: Record<string, string[]> = {};
  for (const screen of screenModulesOf(source)) {
    const own = filesOf(screen.module);
    const nav = screen.bottomNav ? bottomNav : { js: [], css: [] };
    // The stylesheets in the order the preload helper would attach them: the screen's, then
    // the navigation's.
    preloads[screen.path] = [...new Set([...own.js, ...nav.js, ...own.css, ...nav.css])];
  }
  return preloads;
}

interface PrerenderModule {
  initPrerenderI18n(resources: Resource): Promise<void>;
  prerenderScreen(
    path: string,
    language: string,
    signedIn?: boolean,
  ): Promise<{ html: string; head: string; title: string }>;
}

/**
 * Replaces the one place of the built index.html that is expected to be there, inserting the
 * replacement as it is (a function, so `$&` or `$'` in CSS or translations stay text).
 */
function replaceIn(html: string, search: string | RegExp, replacement: string): string {
  if (!html.match(search)) throw new Error(`The built index.html has no ${String(search)}`);
  return html.replace(search, () => replacement);
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The JS and CSS files a lazy import of `chunk` makes Vite's preload helper attach, in its
 * order (vite's collectPreloadDependencies): the chunk, then what it imports, each followed
 * by its CSS. `owner` is the chunk that imports it, which is loaded already.
 */
function preloadDependencies(chunks: readonly BuiltChunk[], chunk: BuiltChunk, owner: BuiltChunk) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // The owner and what it imports statically are loaded already (the entry's are in the page).
  const loaded = new Set<string>();
  const load = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    byFile.get(fileName)?.imports.forEach(load);
  };
  load(owner.fileName);
  const visited = new Set(loaded);
  const js: string[] = [];
  const css: string[] = [];
  const visit = (fileName: string) => {
    const dependency = byFile.get(fileName);
    if (!dependency || visited.has(fileName)) return;
    visited.add(fileName);
    js.push(fileName);
    dependency.imports.forEach(visit);
    css.push(...dependency.css);
  };
  visit(chunk.fileName);
  return { js, css };
}

/** The stylesheet links of the built index.html, in order, as dist-relative file names. */
function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet"[^>]*? href="\/([^"]+)"[^>]*>/g)].map(
    (match) => match[1],
  );
}

/**
 * Writes the start-up translations of a language (its own and English, the fallback) as a file
 * named by its content under assets/, kept by browsers for a year, and answers its name.
 */
function writeStartTranslations(distDir: string, language: string, translations: Resource) {
  const start: Resource = { [language]: translations[language] };
  if (language !== FALLBACK_LANGUAGE) start[FALLBACK_LANGUAGE] = translations[FALLBACK_LANGUAGE];
  const json = JSON.stringify(start);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 10);
  const fileName = `assets/start.${language}.${hash}.json`;
  fs.writeFileSync(path.join(distDir, fileName), json);
  return { fileName, json };
}

/** What every page loads beside the start-up script: what it imports at once (main.tsx). */
interface StartFiles {
  /** The start-up translations of the page's language: the file, and its content. */
  translations: { fileName: string; json: string };
  /** The modules the start-up script imports lazily at once (the branding's). */
  modules: readonly string[];
}

/**
 * The page in a language: its direction, and what it starts with preloaded (the translations by
 * the link the app reads them from), so they arrive beside the start-up script, not after it.
 * A prerendered page carries its translations inline instead: the app takes its form over as
 * soon as its script has run, before anyone can send the form unhandled.
 */
function withLanguage(
  html: string,
  language: string,
  start: StartFiles,
  inlineTranslations = false,
): string {
  const withDirection = replaceIn(
    html,
    /<html lang="[^"]*" dir="[^"]*">/,
    `<html lang="${language}" dir="${isRtl(language) ? 'rtl' : 'ltr'}">`,
  );
  const { fileName, json } = start.translations;
  const links = [
    inlineTranslations
      ? `<script type="application/json" id="page-translations">${json.replace(/</g, '\\u003c')}</script>`
      : `<link rel="preload" as="fetch" crossorigin href="/${fileName}" id="page-translations">`,
    ...start.modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return replaceIn(withDirection, '<head>', `<head>\n    ${links.join('\n    ')}`);
}

/**
 * A page's stylesheets as one inline <style>, so its first paint waits for no request: the
 * entry's, then `extraCss` (a screen's, in the order the preload helper would attach them),
 * each file also named by a disabled <link>, which is neither fetched nor applied but tells the
 * helper it is there, so it does not attach it again later in the cascade.
 */
function withInlineStyles(html: string, distDir: string, extraCss: readonly string[]): string {
  const entryCss = stylesheetsOf(html);
  const styles = [...entryCss, ...extraCss.filter((file) => !entryCss.includes(file))];
  const css = styles.map((file) => fs.readFileSync(path.join(distDir, file), 'utf8')).join('\n');
  const head = [
    `<style>${css}</style>`,
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
  ].join('\n    ');
  const page = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
  return replaceIn(page, '</head>', `  ${head}\n  </head>`);
}

/** The sign-in page: its stylesheets inline (withInlineStyles), its screen's modules preloaded. */
function withPrerenderedScreen(
  html: string,
  distDir: string,
  screen: { html: string; head: string; title: string },
  language: string,
  dependencies: { js: string[]; css: string[] },
): string {
  const head = [
    screen.head,
    ...dependencies.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].filter((link) => link !== '');
  let page = withInlineStyles(html, distDir, dependencies.css);
  page = replaceIn(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`);
  page = replaceIn(page, '</head>', `  ${head.join('\n    ')}\n  </head>`);
  return replaceIn(
    page,
    '<div id="root"></div>',
    `<div id="root" data-language="${language}">${screen.html}</div>`,
  );
}

/**
 * A shell with a signed-in screen's first look in #root, in its language (the app hydrates it
 * when it detects the same). The CSS rules the look uses are inline (Beasties finds them), so
 * it paints as soon as it arrives; the stylesheets of the shell and the screen are linked at the
 * end of the body, where they hold back no paint above them and are there for the screen's
 * content (Vite's preload helper then sees them and adds them no more). The server preloads
 * the screen's modules, as for the shell.
 */
async function withFirstLook(
  shell: string,
  distDir: string,
  screen: { html: string; head: string; title: string },
  language: string,
  screenCss: readonly string[],
): Promise<string> {
  const links = [
    screen.head,
    ...screenCss.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].filter((link) => link !== '');
  let page = replaceIn(shell, '</head>', `  ${links.join('\n    ')}\n  </head>`);
  page = replaceIn(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`);
  page = replaceIn(
    page,
    '<div id="root"></div>',
    `<div id="root" data-language="${language}">${screen.html}</div>`,
  );
  return criticalCss(distDir).process(page);
}

/** The build's critical-CSS inliner (one per build: it keeps the stylesheets it has read). */
let beasties: { distDir: string; instance: Beasties } | undefined;
function criticalCss(distDir: string): Beasties {
  if (beasties?.distDir !== distDir) {
    const instance = new Beasties({
      path: distDir,
      publicPath: '/',
      preload: 'body',
      noscriptFallback: false,
      pruneSource: false,
      reduceInlineStyles: false,
      inlineFonts: false,
      logLevel: 'warn',
    });
    beasties = { distDir, instance };
  }
  return beasties.instance;
}

async function loadPrerender(root: string) {
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const module = (await vite.ssrLoadModule('/src/web/app/prerender.tsx')) as PrerenderModule;
  return { module, close: () => vite.close() };
}

/** Writes dist/pages/* from the built index.html and the build's chunks. */
export async function writePages(
  root: string,
  distDir: string,
  chunks: readonly BuiltChunk[],
): Promise<void> {
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const translations = readTranslations(distDir);
  const outDir = path.join(distDir, PAGES_DIR);
  fs.mkdirSync(outDir, { recursive: true });
  const write = (name: string, html: string) => fs.writeFileSync(path.join(outDir, name), html);

  const startModules = startImports(chunks, root, BRANDING_MODULE);
  const startFiles = new Map(
    SUPPORTED_LANGUAGES.map((language): [string, StartFiles] => [
      language,
      {
        translations: writeStartTranslations(distDir, language, translations),
        modules: startModules,
      },
    ]),
  );
  for (const language of SUPPORTED_LANGUAGES) {
    write(`app.${language}.html`, withLanguage(template, language, startFiles.get(language)!));
  }

  const index: PagesIndex = {
    languages: SUPPORTED_LANGUAGES,
    prerendered: {},
    firstLooks: {},
    preloads: screenPreloads(root, chunks),
    firstReads: startImports(chunks, root, FIRST_READS_MODULE),
  };
  const prerender = await loadPrerender(root);
  try {
    await prerender.module.initPrerenderI18n(translations);
    for (const page of PRERENDERED) {
      const screenChunk = chunks.find(
        (c) => c.facadeModuleId === path.join(root, page.screenModule),
      );
      const owner = chunks.find(
        (c) => screenChunk && c.dynamicImports.includes(screenChunk.fileName),
      );
      if (!screenChunk || !owner) throw new Error(`No lazy chunk for ${page.screenModule}`);
      const dependencies = preloadDependencies(chunks, screenChunk, owner);
      for (const language of SUPPORTED_LANGUAGES) {
        const screen = await prerender.module.prerenderScreen(page.paths[0], language);
        const html = withLanguage(template, language, startFiles.get(language)!, true);
        write(
          `${page.name}.${language}.html`,
          withPrerenderedScreen(html, distDir, screen, language, dependencies),
        );
      }
      for (const pagePath of page.paths) index.prerendered[pagePath] = page.name;
    }
    for (const screenPath of FIRST_LOOKS) {
      const name = `look-${screenPath.slice(1)}`;
      for (const language of SUPPORTED_LANGUAGES) {
        const screen = await prerender.module.prerenderScreen(screenPath, language, true);
        const shell = withLanguage(template, language, startFiles.get(language)!);
        const css = index.preloads[screenPath].filter((file) => file.endsWith('.css'));
        write(
          `${name}.${language}.html`,
          await withFirstLook(shell, distDir, screen, language, css),
        );
      }
      index.firstLooks[screenPath] = name;
    }
  } finally {
    await prerender.close();
  }
  write('index.json', `${JSON.stringify(index, null, 2)}\n`);
  await buildRenderer(root, distDir);
}

/**
 * Bundles prerender.tsx for Node into render/render.js: the app's code and its packages (React's
 * production build whatever NODE_ENV the server runs under, and dayjs, whose locale files Node
 * could not import by their extensionless names), its styles left out.
 */
async function buildRenderer(root: string, distDir: string) {
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: {
      // As the web build (vite.config.ts): react-router's exports point at its development build.
      alias: [
        {
          find: /^react-router$/,
          replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
        },
        // React's renderer for browsers, which runs in Node as well: the one for Node keeps an
        // AsyncLocalStorage, whose hooks would slow every promise of the server's process.
        { find: /^react-dom\/static$/, replacement: 'react-dom/static.browser' },
      ],
    },
    ssr: { noExternal: true },
    build: {
      ssr: 'src/web/app/prerender.tsx',
      outDir: path.join(distDir, RENDER_DIR),
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'render.js' } },
    },
  });
}
