/**
 * Draws the demo pictures (teams, battles, companies, events, avatars, sponsors) as SVG and
 * renders them to small WebP files in assets/demo with sharp. Run once when the demo content
 * changes: `npx tsx scripts/generate-demo-images.ts`; the output is committed, so the app never
 * needs the network or this script to show its demo.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  DEMO_BATTLES,
  DEMO_COMPANIES,
  DEMO_EVENTS,
  DEMO_TEAMS,
} from '../src/server/db/seed/content';
import {
  SPONSOR_IMAGES,
  avatarImage,
  avatarOwners,
  battleImage,
  companyCover,
  companyLogo,
  demoAssetsDir,
  eventImage,
  teamImage,
} from '../src/server/db/seed/demoImages';
import type { DemoPerson } from '../src/server/db/seed/people';

const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';
const WATER = ['#0EA5E9', '#0369A1'];
const LAND = ['#F59E0B', '#B45309'];
const AVATAR_COLORS = ['#FDE68A', '#BFDBFE', '#C7D2FE', '#FBCFE8', '#BBF7D0', '#FED7AA', '#DDD6FE'];

function initials(name: string): string {
  return name
    .replace(/&/g, ' ')
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/** First-name and family-name initials: "Daan de Jong" is DJ. */
function personInitials(person: DemoPerson): string {
  const family = person.lastName.split(/\s+/).at(-1) ?? '';
  return `${person.firstName[0]}${family[0]}`.toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A darker shade of a #RRGGBB colour, for the far end of a gradient. */
function darker(hex: string, factor = 0.55): string {
  const channel = (i: number) =>
    Math.round(parseInt(hex.slice(i, i + 2), 16) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

function gradient(id: string, from: string, to: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>`;
}

function svg(width: number, height: number, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );
}

function centredText(x: number, y: number, size: number, text: string, fill = '#FFFFFF'): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="bold"
    fill="${fill}" text-anchor="middle" dominant-baseline="middle">${escapeXml(text)}</text>`;
}

/** A few translucent circles whose places depend on the seed number, so pictures differ. */
function bubbles(seed: number, width: number, height: number): string {
  return [0, 1, 2, 3]
    .map((k) => {
      const x = ((seed * 97 + k * 61) % 100) / 100;
      const y = ((seed * 53 + k * 37) % 100) / 100;
      const r = 20 + ((seed * 31 + k * 17) % 60);
      return `<circle cx="${x * width}" cy="${y * height}" r="${r}" fill="#FFFFFF" opacity="0.14"/>`;
    })
    .join('');
}

function teamPicture(index: number): Buffer {
  const team = DEMO_TEAMS[index];
  const color = DEMO_COMPANIES[team.company].primaryColor;
  return svg(
    320,
    320,
    `${gradient('g', color, darker(color))}<rect width="320" height="320" fill="url(#g)"/>
     ${bubbles(index + 1, 320, 320)}
     ${centredText(160, 165, 120, initials(team.name))}`,
  );
}

function battlePicture(index: number): Buffer {
  const battle = DEMO_BATTLES[index];
  const [from, to] = battle.isWater ? WATER : LAND;
  const waves = battle.isWater
    ? `<path d="M0 230 q40 -20 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 V300 H0Z" fill="#FFFFFF" opacity="0.25"/>`
    : `<path d="M0 250 L120 170 L220 230 L330 140 L480 240 V300 H0Z" fill="#000000" opacity="0.15"/>`;
  return svg(
    480,
    300,
    `${gradient('g', from, to)}<rect width="480" height="300" fill="url(#g)"/>
     ${bubbles(index + 11, 480, 300)}${waves}`,
  );
}

function companyLogoPicture(index: number): Buffer {
  const company = DEMO_COMPANIES[index];
  return svg(
    256,
    256,
    `<rect width="256" height="256" fill="#FFFFFF"/>
     <circle cx="128" cy="128" r="112" fill="${company.primaryColor}"/>
     <circle cx="128" cy="128" r="92" fill="none" stroke="#FFFFFF" stroke-width="6" opacity="0.6"/>
     ${centredText(128, 132, 84, initials(company.name))}`,
  );
}

function companyCoverPicture(index: number): Buffer {
  const color = DEMO_COMPANIES[index].primaryColor;
  const stripes = [0, 1, 2, 3, 4]
    .map(
      (k) => `<rect x="${k * 150 - 60}" y="-40" width="50" height="340" fill="#FFFFFF"
      opacity="0.08" transform="rotate(20 ${k * 150} 120)"/>`,
    )
    .join('');
  return svg(
    640,
    240,
    `${gradient('g', darker(color, 0.8), darker(color, 0.4))}<rect width="640" height="240" fill="url(#g)"/>
     ${stripes}${bubbles(index + 21, 640, 240)}`,
  );
}

/** Each demo event gets its own sky, so their pictures tell them apart. */
const EVENT_SKIES: [string, string][] = [
  ['#FF784B', '#002335'],
  ['#38BDF8', '#0B1B3F'],
  ['#4ADE80', '#14532D'],
];

function eventPicture(index: number): Buffer {
  const skyline = [40, 90, 60, 120, 75, 100, 50, 130, 80, 65]
    .map(
      (h, k) =>
        `<rect x="${k * 64 + 4}" y="${360 - h}" width="56" height="${h}" fill="#002335" opacity="0.35"/>`,
    )
    .join('');
  return svg(
    640,
    360,
    `${gradient('g', ...EVENT_SKIES[index % EVENT_SKIES.length])}<rect width="640" height="360" fill="url(#g)"/>
     ${bubbles(index + 31, 640, 360)}${skyline}`,
  );
}

function avatarPicture(index: number): Buffer {
  const owner = avatarOwners()[index];
  const background = AVATAR_COLORS[index % AVATAR_COLORS.length];
  return svg(
    160,
    160,
    `<rect width="160" height="160" fill="${background}"/>
     <circle cx="80" cy="190" r="70" fill="#002335" opacity="0.12"/>
     ${centredText(80, 76, 58, personInitials(owner), '#002335')}`,
  );
}

function sponsorPicture(name: string, index: number): Buffer {
  const color = index === 0 ? '#DC2626' : '#0284C7';
  return svg(
    256,
    128,
    `<rect width="256" height="128" rx="16" fill="#FFFFFF"/>
     <rect x="16" y="40" width="48" height="48" rx="12" fill="${color}"/>
     <text x="76" y="66" font-family="${FONT}" font-size="19" font-weight="bold" fill="#0F172A"
       dominant-baseline="middle">${escapeXml(name)}</text>`,
  );
}

async function write(file: string, picture: Buffer): Promise<number> {
  const output = await sharp(picture).webp({ quality: 72, effort: 6 }).toBuffer();
  fs.writeFileSync(path.join(demoAssetsDir, file), output);
  return output.length;
}

async function main(): Promise<void> {
  fs.rmSync(demoAssetsDir, { recursive: true, force: true });
  fs.mkdirSync(demoAssetsDir, { recursive: true });
  const jobs: [string, Buffer][] = [
    ...DEMO_TEAMS.map((_, i): [string, Buffer] => [teamImage(i), teamPicture(i)]),
    ...DEMO_BATTLES.map((_, i): [string, Buffer] => [battleImage(i), battlePicture(i)]),
    ...DEMO_COMPANIES.map((_, i): [string, Buffer] => [companyLogo(i), companyLogoPicture(i)]),
    ...DEMO_COMPANIES.map((_, i): [string, Buffer] => [companyCover(i), companyCoverPicture(i)]),
    ...DEMO_EVENTS.map((_, i): [string, Buffer] => [eventImage(i), eventPicture(i)]),
    ...avatarOwners().map((_, i): [string, Buffer] => [avatarImage(i), avatarPicture(i)]),
    ...SPONSOR_IMAGES.map((s, i): [string, Buffer] => [s.file, sponsorPicture(s.name, i)]),
  ];
  let total = 0;
  for (const [file, picture] of jobs) total += await write(file, picture);
  process.stdout.write(
    `${jobs.length} pictures, ${(total / 1024).toFixed(0)} KiB in ${demoAssetsDir}\n`,
  );
}

await main();
