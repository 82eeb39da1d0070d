/**
 * Adds (or replaces) translation keys in every language at once, so parallel work on several
 * screens never overwrites another's keys: one locked read-modify-write per namespace file.
 * Usage: npx tsx scripts/locale-keys.ts keys.json [--ns common|notifications|organizer]
 * keys.json: { "en": { "someKey": "Text" }, "ar": { "someKey": "…" }, … } for all 14 languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from '../src/shared/languages';

const [file, flag, ns = 'common'] = process.argv.slice(2);
if (!file || (flag !== undefined && flag !== '--ns')) {
  process.stderr.write(
    'usage: tsx scripts/locale-keys.ts keys.json [--ns common|notifications|organizer]\n',
  );
  process.exit(2);
}
const added = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
const codes: readonly string[] = SUPPORTED_LANGUAGES;
const missing = codes.filter((code) => !added[code]);
const english = Object.keys(added.en ?? {});
const uneven = codes.filter(
  (code) => added[code] && Object.keys(added[code]).sort().join() !== [...english].sort().join(),
);
if (missing.length || uneven.length) {
  process.stderr.write(
    `every language needs the same keys; missing: ${missing.join(', ') || 'none'}; ` +
      `different keys: ${uneven.join(', ') || 'none'}\n`,
  );
  process.exit(1);
}

const lock = path.join('public', 'locales', `.${ns}.lock`);
const deadline = Date.now() + 30_000;
for (;;) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`${lock} is held; remove it if no run is going on`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  for (const code of codes) {
    const target = path.join('public', 'locales', code, `${ns}.json`);
    const current = (
      fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {}
    ) as Record<string, string>;
    fs.writeFileSync(target, JSON.stringify({ ...current, ...added[code] }, null, 2) + '\n');
  }
} finally {
  fs.rmdirSync(lock);
}
process.stdout.write(`${english.length} keys written to ${codes.length} ${ns}.json files\n`);
