// `npm start`: builds the web app and the server when a build is missing or older than its
// sources, then runs the compiled server (dist/server/run.js) in this process with plain node.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_OUT_DIR } from './build-server.mjs';

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Whether `built` is missing or older than any of `sources`. */
function isStale(built, sources) {
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

// The same default as the server's config (src/server/config.ts, WEB_DIR).
const webDir = path.resolve(process.env.WEB_DIR ?? 'dist/web');
const webSources = ['src/web', 'src/shared', 'index.html', 'vite.config.ts', 'public', 'scripts'];
if (isStale(path.join(webDir, 'index.html'), webSources)) {
  process.stdout.write('Building the web app…\n');
  const result = spawnSync('npx', ['vite', 'build', '--outDir', webDir], { stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('The web build failed.\n');
    process.exit(1);
  }
}

const serverBundle = path.join(SERVER_OUT_DIR, 'run.js');
const serverSources = ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package.json'];
if (isStale(serverBundle, serverSources)) {
  process.stdout.write('Building the server…\n');
  await buildServer();
}

await import(pathToFileURL(path.resolve(serverBundle)).href);
