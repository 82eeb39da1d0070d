import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { RENDER_DIR, writePages, type BuiltChunk } from './scripts/pages';
import { precompress } from './scripts/precompress';

// `npm run dev` runs the API on PORT (default 3000); Vite proxies to it.
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

/**
 * After every build: the per-language pages with the prerendered sign-in screen and the server's
 * renderer (scripts/pages.ts), then the .br and .gz copies the server sends as they are.
 */
function pagesAndPrecompress(): Plugin {
  let root = process.cwd();
  let outDir = 'dist/web';
  let chunks: BuiltChunk[] = [];
  return {
    name: 'pages-and-precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                facadeModuleId: output.facadeModuleId,
                moduleIds: output.moduleIds,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                css: [...(output.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
    },
    async closeBundle() {
      await writePages(root, outDir, chunks);
      precompress(outDir, [RENDER_DIR]);
    },
  };
}

/**
 * The service worker (issue 24, docs/decisions.md): src/web/sw/sw.ts, built by
 * vite-plugin-pwa's injectManifest with Workbox's modules, registered by the app itself after
 * start-up (src/web/lib/pwa.ts) and activated only when the user accepts the update prompt. It
 * precaches the app shell (index.html, every script and style, the icons), so the app opens
 * offline; the per-language pages (pages/), the server's renderer (render/) and the flags stay
 * out. Locale files are kept as they are fetched, answered from the cache at once and refreshed
 * behind. Navigations (`/` included)
 * go to the network, and to the cached shell when it cannot answer. /api answers (per user) and
 * uploads are never kept. It also shows Web Push notifications and opens their targets (issue
 * 41). The manifest is the server's, per host (src/server/http/manifest.ts).
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/web/sw',
    // Built to dist/web/sw.js, the address the app registers.
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html}', 'icons/*.png', 'favicon.svg', 'fallback/*.svg'],
      globIgnores: ['pages/**', 'render/**', 'sw.js'],
      // One file: the worker fetches no script of its own (its policy allows none).
      rollupFormat: 'iife',
    },
  });
}

export default defineConfig(({ command }) => ({
  plugins: [react(), pagesAndPrecompress(), serviceWorker()],
  publicDir: 'public',
  resolve: {
    // react-router's package exports point at its development build, warnings included
    // (remix-run/react-router#12532, #14102): production builds take the production one.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : [],
  },
  build: {
    outDir: 'dist/web',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the app supports preloads modules itself (Safari since 17): no polyfill in
    // the start-up script. An older browser only loads a screen's modules one after another.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Lazy chunks and their styles are named by their hash alone: the start-up script lists
        // every one of them for preloading, so each name's length is paid on the first screen.
        // Other files (pictures, flags) keep their names.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          // Everything start-up needs in one file, one request: smaller gzipped than the
          // five shared chunks the automatic split makes of it. Screens stay lazy chunks.
          groups: [{ name: 'index', tags: ['$initial'] }],
          // Common chunks under 8 kB of source are copied into the chunks that read them (one
          // module state still, through rolldown's registry): a screen loads about 20 files
          // instead of 60, for the same bytes. Chunks with styles stay files for Vite's CSS.
          experimentalInlineCommonChunks: {
            maxSize: 8 * 1024,
            exclude: /\.css(\?|$)/,
          },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
}));
