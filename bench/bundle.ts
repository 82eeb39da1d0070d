/**
 * `npm run bench:bundle`: the weight of the first screen (bench/pageWeight.ts). Reads the built
 * dist/index.html (the app shell) and dist/pages/login.en.html (the prerendered sign-in page),
 * takes the JS and CSS each loads directly (module scripts, modulepreload and stylesheet links),
 * and prints each file's size raw and gzipped, with the gzip totals for JS and for CSS. Screens
 * loaded lazily after start-up are listed apart, as one total.
 * Usage: tsx bench/bundle.ts [distDir]   (default dist)
 */
import path from 'node:path';
import { formatBundle, measureBundle } from './pageWeight';

try {
  const weight = measureBundle(path.resolve(process.argv[2] ?? 'dist/web'));
  process.stdout.write(`${formatBundle(weight).join('\n')}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
