/**
 * The one way columns become wire values (product.md §3 names): reads select objects keyed by the
 * wire names, and the database writes moments as ISO 8601 text in UTC — the same in a select
 * list and inside json_build_object, whatever the engine or the session's time zone.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A timestamptz as `2026-11-23T10:00:00.000Z`; null stays null. */
export const iso = (moment: SQLWrapper) =>
  sql<string>`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same for a column named in raw SQL (inside json_build_object). */
export const isoRaw = (column: string): SQL => iso(sql.raw(column));

/** JSON from the database arrives parsed or as text depending on the driver. */
export function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The rows of a raw `db.execute`: postgres.js answers an array, PGlite `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
