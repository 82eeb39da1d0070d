/**
 * The demo pictures: generated once by scripts/generate-demo-images.ts into assets/demo (kept in
 * the repository), copied into DATA_DIR/uploads/demo by the seed and served as /uploads/demo/….
 * File names live here so the generator and the seed can never disagree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PLAYERS, type DemoPerson } from './people';
import { projectRoot } from '../../paths';

export const demoAssetsDir = path.join(projectRoot, 'assets', 'demo');

const two = (n: number) => String(n + 1).padStart(2, '0');

export const teamImage = (team: number) => `team-${two(team)}.webp`;
export const battleImage = (battle: number) => `battle-${two(battle)}.webp`;
export const companyLogo = (company: number) => `company-${two(company)}-logo.webp`;
export const companyCover = (company: number) => `company-${two(company)}-cover.webp`;
export const eventImage = (event: number) => `event-${two(event)}.webp`;
export const avatarImage = (owner: number) => `avatar-${two(owner)}.webp`;
/** The sponsor pictures: the logos of DEMO_SPONSOR_COMPANIES (content.ts), in the same order. */
export const SPONSOR_IMAGES = [
  { file: 'sponsor-01.webp', name: 'Harbour Radio' },
  { file: 'sponsor-02.webp', name: 'Tagus Water' },
];

/**
 * The people who have a profile picture, in avatar order: the demo accounts that have one,
 * then every other one of the first forty players. Everyone else keeps the fallback image.
 */
export function avatarOwners(): DemoPerson[] {
  const accounts = DEMO_ACCOUNTS.filter((a) => a.hasPicture);
  const players = DEMO_PLAYERS.slice(0, 40).filter((_, i) => i % 2 === 0);
  return [...accounts, ...players];
}

/** The address the app serves a demo picture under. */
export function demoImageUrl(file: string): string {
  return `/uploads/demo/${file}`;
}

/** Copies the pictures next to the uploads; files already there are left alone. */
export function copyDemoImages(dataDir: string): void {
  const target = path.join(dataDir, 'uploads', 'demo');
  fs.mkdirSync(target, { recursive: true });
  fs.cpSync(demoAssetsDir, target, { recursive: true, force: false });
}
