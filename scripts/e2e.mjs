/**
 * `npm run test:e2e`: makes sure Debian's Chromium (and fonts for every script, so screenshots
 * of Chinese, Japanese, Korean or Hindi are not empty boxes) is installed, then runs Playwright.
 * Run after `npm run build`. Installs with apt-get only as root; never waits for input.
 * Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- --grep 404`).
 */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
const PACKAGES = [
  { name: 'chromium', file: CHROMIUM, required: true },
  { name: 'fonts-noto-core', file: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf' },
  { name: 'fonts-noto-cjk', file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc' },
];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function ensureSystemPackages() {
  const missing = PACKAGES.filter((p) => !fs.existsSync(p.file));
  if (missing.length === 0) return;
  const names = missing.map((p) => p.name).join(' ');
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    const message = `The e2e tests need these Debian packages: ${names}\n  Install them with: sudo apt-get install -y ${names}\n`;
    if (missing.some((p) => p.required)) {
      process.stderr.write(`\n${message}\n`);
      process.exit(1);
    }
    process.stderr.write(`Warning: screenshots may show empty boxes for some scripts. ${message}`);
    return;
  }
  process.stdout.write(`Installing ${names} with apt-get…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    run('apt-get', ['update'], { env }) === 0 &&
    run('apt-get', ['install', '-y', ...missing.map((p) => p.name)], { env }) === 0;
  if (!ok || !fs.existsSync(CHROMIUM)) {
    process.stderr.write(`Installing ${names} failed; the e2e tests need ${CHROMIUM}.\n`);
    process.exit(1);
  }
}

const webDir = process.env.E2E_WEB_DIR ?? 'dist/web';
if (!fs.existsSync(`${webDir}/index.html`)) {
  process.stderr.write(
    `${webDir}/index.html is missing: run \`npm run build\` before the e2e tests.\n`,
  );
  process.exit(1);
}
ensureSystemPackages();
const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
process.exit(status);
