/**
 * Where a battle opens in the console: /organizer/battles with the battle in the hash
 * (`#battle-12`). The console's route table has one path per section, and a hash survives the
 * app's capture of query parameters (lib/queryCapture.ts), so the back button returns to the list.
 */
export const BATTLES_LIST = '/organizer/battles';

export const battleHash = (id: number) => `#battle-${id}`;

export const battleHref = (id: number) => `${BATTLES_LIST}${battleHash(id)}`;

/** The hash of a new battle's form. */
export const NEW_BATTLE_HASH = '#new';

/** What the hash opens: a new battle's form, one battle, or the list (null). */
export function openedBattle(hash: string): 'new' | number | null {
  if (hash === NEW_BATTLE_HASH) return 'new';
  const match = /^#battle-([1-9][0-9]{0,9})$/.exec(hash);
  return match ? Number(match[1]) : null;
}
