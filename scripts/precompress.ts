/**
 * Compresses the built web app once, at build time: a `.br` (brotli, best quality) and a
 * `.gz` beside every text file of 1 kB or more (scripts, styles, the app shell, locale files,
 * SVGs). The server sends them as they are, so no request pays for compressing a file.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest|xml)$/;
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes the compressed copies; answers how many files were compressed. Folders named in
 * `skip` (relative to `dir`) are never sent, so they get none.
 */
export function precompress(dir: string, skip: readonly string[] = []): number {
  let count = 0;
  const skipped = skip.map((folder) => path.join(dir, folder) + path.sep);
  for (const file of filesUnder(dir)) {
    if (skipped.some((folder) => file.startsWith(folder))) continue;
    if (!COMPRESSIBLE.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(
      `${file}.gz`,
      zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    );
    count += 1;
  }
  return count;
}
