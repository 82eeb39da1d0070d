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
  /** Each token's hash, so a phone's every request does not hash its token again. */
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

  /**
   * The live session of a token, or null when it is unknown, idle too long or expired: at once
   * when the session is in memory and nothing has to be written, as a promise otherwise.
   */
  find(db: Db, token: string, now: Date): SessionState | null | Promise<SessionState | null> {
    const stored = this.byHash.get(this.hashOf(token));
    if (stored && sessionAge(stored, now) === 'live') return stored.state;
    return this.findSlowly(db, token, now);
  }

  private hashOf(token: string): string {
    let idHash = this.hashes.get(token);
    if (idHash === undefined) {
      idHash = hashToken(token);
      if (this.hashes.size >= MAX_ENTRIES) this.hashes.delete(this.hashes.keys().next().value!);
      this.hashes.set(token, idHash);
    }
    return idHash;
  }

  private async findSlowly(db: Db, token: string, now: Date): Promise<SessionState | null> {
    const idHash = this.hashOf(token);
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
