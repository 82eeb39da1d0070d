/**
 * Sessions kept in memory by token hash, so a request does not look its session up in the
 * database. Expiry and idleness are checked on every use; last-seen is still written every few
 * minutes. A logout, password reset, selection or language change is published as a change
 * (cache/changes.ts) and drops the entry in every process at once.
 *
 * Only sessions that exist are kept: a token the database does not know (a stranger's guess, a
 * session ended elsewhere) leaves nothing behind, so unknown tokens cannot fill the memory. The
 * caller (auth/plugin.ts) passes only tokens in the issued shape (tokens.ts isIssuedToken).
 */
import type { Db } from '../db/client';
import type { Changes } from '../cache/changes';
import {
  endSession,
  loadSession,
  sessionAge,
  touchSession,
  type SessionState,
  type StoredSession,
} from './sessions';
import { hashToken } from './tokens';

/** Enough for every phone of a big event; the oldest entries go first beyond it. */
export const MAX_CACHED_SESSIONS = 100_000;

/** Sets `key` in `map`, dropping the oldest entry first when the map is full. */
function keep<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (!map.has(key) && map.size >= MAX_CACHED_SESSIONS) map.delete(map.keys().next().value!);
  map.set(key, value);
}

export class SessionCache {
  private readonly byHash = new Map<string, StoredSession>();
  /**
   * The hash of each token whose session is kept, so a phone's every request does not hash its
   * token again. A token is added only with its session, never for a miss.
   */
  private readonly hashes = new Map<string, string>();
  /** Bumped by every change, so a lookup that raced a change does not store what it read. */
  private generation = 0;

  constructor(changes: Changes) {
    changes.subscribe((change) => {
      if (change.kind === 'session') {
        this.generation += 1;
        this.byHash.delete(change.idHash);
      } else if (change.kind === 'userSessions') {
        this.forgetUser(change.userId);
      }
    });
  }

  /** How many sessions and token hashes this process keeps (tests read it). */
  get size(): { sessions: number; tokens: number } {
    return { sessions: this.byHash.size, tokens: this.hashes.size };
  }

  /**
   * The live session of a token, or null when it is unknown, idle too long or expired: at once
   * when the session is in memory and nothing has to be written, as a promise otherwise.
   */
  find(db: Db, token: string, now: Date): SessionState | null | Promise<SessionState | null> {
    const known = this.hashes.get(token);
    const stored = known === undefined ? undefined : this.byHash.get(known);
    if (stored && sessionAge(stored, now) === 'live') return stored.state;
    return this.findSlowly(db, token, known ?? hashToken(token), now);
  }

  private async findSlowly(
    db: Db,
    token: string,
    idHash: string,
    now: Date,
  ): Promise<SessionState | null> {
    const stored = this.byHash.get(idHash) ?? (await this.load(db, token, idHash));
    if (!stored) {
      // Its session ended elsewhere: the token is forgotten with it.
      this.hashes.delete(token);
      return null;
    }
    const age = sessionAge(stored, now);
    if (age === 'ended') {
      this.byHash.delete(idHash);
      this.hashes.delete(token);
      await endSession(db, idHash);
      return null;
    }
    if (age === 'touch') {
      stored.lastSeenAt = now;
      await touchSession(db, idHash, now);
    }
    return stored.state;
  }

  private async load(db: Db, token: string, idHash: string): Promise<StoredSession | null> {
    const generation = this.generation;
    const stored = await loadSession(db, idHash);
    if (stored && generation === this.generation) {
      keep(this.byHash, idHash, stored);
      keep(this.hashes, token, idHash);
    }
    return stored;
  }

  private forgetUser(userId: number): void {
    this.generation += 1;
    for (const [idHash, stored] of this.byHash) {
      if (stored.state.userId === userId) this.byHash.delete(idHash);
    }
  }
}
