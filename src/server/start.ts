/**
 * `npm start`: builds the web app when the build is missing or older than its sources,
 * then runs the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { loadConfig } from './config';
import { main } from './main';

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function buildIsStale(webDir: string): boolean {
  const index = path.join(webDir, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  const sources = ['src/web', 'src/shared', 'index.html', 'vite.config.ts', 'public', 'scripts'];
  return sources.some((s) => newestMtime(s) > built);
}

const config = loadConfig();
if (buildIsStale(config.webDir)) {
  process.stdout.write('Building the web app…\n');
  const result = spawnSync('npx', ['vite', 'build', '--outDir', config.webDir], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write('The web build failed.\n');
    process.exit(1);
  }
}
await main(config);
