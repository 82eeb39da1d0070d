/**
 * The database's change channel: how apps on one database tell each other what changed
 * (NOTIFY/LISTEN on PostgreSQL, an in-process emitter on PGlite). The database opens it
 * (db/client.ts); cache/changes.ts sends and hears changes on it.
 */

/** How a database tells other processes. */
export interface ChangeChannel {
  notify(payload: string): Promise<void>;
  listen(onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export const CHANGES_CHANNEL = 'app_changes';
