/**
 * Sessions kept in memory by token hash, so a request does not look its session up in the
 * database. Expiry and idleness are checked on every use; last-seen is still written every few
 * minutes. A logout, password reset, selection or language change is published as a change
 * (cache/changes.ts) and drops the entry in every process at once.
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
const MAX_ENTRIES = 100_000;

export class SessionCache {
  private readonly byHash = new Map<string, StoredSession>();
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

  /** The live session of a token, or null when it is unknown, idle too long or expired. */
  async find(db: Db, token: string, now: Date): Promise<SessionState | null> {
    const idHash = hashToken(token);
    const stored = this.byHash.get(idHash) ?? (await this.load(db, idHash));
    if (!stored) return null;
    const age = sessionAge(stored, now);
    if (age === 'ended') {
      this.byHash.delete(idHash);
      await endSession(db, idHash);
      return null;
    }
    if (age === 'touch') {
      stored.lastSeenAt = now;
      await touchSession(db, idHash, now);
    }
    return stored.state;
  }

  private async load(db: Db, idHash: string): Promise<StoredSession | null> {
    const generation = this.generation;
    const stored = await loadSession(db, idHash);
    if (stored && generation === this.generation) {
      if (this.byHash.size >= MAX_ENTRIES) {
        this.byHash.delete(this.byHash.keys().next().value!);
      }
      this.byHash.set(idHash, stored);
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
