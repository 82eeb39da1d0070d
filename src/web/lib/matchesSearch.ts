/**
 * The client-side search of the event lists (/teams, /companies, /participants): an entry
 * matches when one of its fields contains the query, ignoring case and accents, so "montreal"
 * finds "Montréal" and "ATLAS" finds "Atlas Bank".
 */

/** Lower case without accents (combining marks removed after Unicode decomposition). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when a field contains the query; an empty or blank query matches everything. */
export function matchesSearch(query: string, fields: readonly (string | null)[]): boolean {
  const needle = foldForSearch(query.trim());
  if (needle === '') return true;
  return fields.some((field) => field !== null && foldForSearch(field).includes(needle));
}
