/**
 * Renders the installable app's icons (public/icons) from public/favicon.svg with sharp: the
 * favicon as it is at 192 and 512 px, and a maskable 512 px icon whose dark square fills the
 * whole picture with the trophy inside the safe zone (the middle 80 %), so a launcher can cut
 * it to a circle or a squircle without clipping the trophy. Run once when the favicon
 * changes: `npx tsx scripts/generate-icons.ts`; the PNGs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC_DIR = path.resolve('public');
const ICONS_DIR = path.join(PUBLIC_DIR, 'icons');
/** The favicon's drawing area (its viewBox is 0 0 64 64). */
const VIEW_BOX = 64;
/** The trophy's share of a maskable icon: inside the safe circle of 80 % of the width. */
const MASKABLE_SCALE = 0.85;

/** The favicon's background square and the drawing on it, from its source. */
function faviconParts(svg: string): { background: string; drawing: string } {
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const background = inner.match(/^<rect[^>]*fill="(#[0-9a-f]{3,6})"[^>]*\/>/i);
  if (!background) throw new Error('public/favicon.svg does not start with its background square');
  return { background: background[1], drawing: inner.slice(background[0].length) };
}

/** The maskable icon: a full-bleed square with the drawing scaled about the centre. */
function maskableSvg({ background, drawing }: { background: string; drawing: string }): string {
  const centre = VIEW_BOX / 2;
  const transform = `translate(${centre} ${centre}) scale(${MASKABLE_SCALE}) translate(-${centre} -${centre})`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_BOX} ${VIEW_BOX}">`,
    `<rect width="${VIEW_BOX}" height="${VIEW_BOX}" fill="${background}"/>`,
    `<g transform="${transform}">${drawing}</g>`,
    '</svg>',
  ].join('');
}

async function render(svg: string, size: number, file: string): Promise<void> {
  // The SVG is rasterised at the target size (density), not scaled up from 64 px.
  const density = Math.ceil((72 * size) / VIEW_BOX);
  await sharp(Buffer.from(svg), { density })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(ICONS_DIR, file));
}

const favicon = fs.readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
fs.mkdirSync(ICONS_DIR, { recursive: true });
await render(favicon, 192, 'icon-192.png');
await render(favicon, 512, 'icon-512.png');
await render(maskableSvg(faviconParts(favicon)), 512, 'icon-maskable-512.png');
process.stdout.write(`Wrote the icons to ${path.relative(process.cwd(), ICONS_DIR)}\n`);
