// `npm run build` (after the web app) and `npm start` when needed: bundles the server's
// TypeScript (src/server/run.ts and everything it imports from src/) into dist/server/run.js,
// run by plain `node`. Packages stay in node_modules; data files are read from src/server
// (src/server/paths.ts).
import { build } from 'esbuild';

export const SERVER_ENTRY = 'src/server/run.ts';
export const SERVER_OUT_DIR = 'dist/server';

/** Bundles the server into outDir (two folders below the root: src/server/paths.ts). */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  await build({
    entryPoints: [SERVER_ENTRY],
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

// `node scripts/build-server.mjs [outDir]`
if (import.meta.url === `file://${process.argv[1]}`) await buildServer(process.argv[2]);
