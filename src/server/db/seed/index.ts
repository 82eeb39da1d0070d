/** Placeholder seed: replaced by the demo data of the foundation work. */
import type { Db } from '../client';
import type { Clock } from '../../clock';

export const DEMO_PASSWORD = 'Demo!2026';

export interface SeedResult {
  created: boolean;
  accounts: { role: string; email: string }[];
}

export async function seedDemo(_db: Db, _opts: { clock: Clock; dataDir: string }): Promise<SeedResult> {
  return { created: false, accounts: [] };
}
