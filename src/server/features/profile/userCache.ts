/**
 * Per-user answers kept in memory until the user changes: the account part of GET /profile
 * (name, e-mail, picture, public switch), read as often as /home since the bottom navigation
 * opens it. Every write of those fields publishes `{ kind: 'userSessions', userId }` after
 * commit, which drops the user's entry in every process; a read that raced such a change is
 * answered but not kept. At most `max` users are kept, the oldest dropped first.
 */
import type { Changes } from '../../cache/changes';

interface Entry<T> {
  value?: T;
  pending?: Promise<T>;
}

export class UserCache<T> {
  private readonly entries = new Map<number, Entry<T>>();

  constructor(
    changes: Changes,
    private readonly max = 10_000,
  ) {
    changes.subscribe((change) => {
      if (change.kind === 'userSessions') this.entries.delete(change.userId);
    });
  }

  get(userId: number, build: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(userId);
    if (entry?.pending) return entry.pending;
    if (entry && 'value' in entry) return Promise.resolve(entry.value as T);
    const fresh: Entry<T> = {};
    fresh.pending = build().then(
      (value) => {
        // Kept only while no change dropped this entry during the build.
        if (this.entries.get(userId) === fresh) {
          fresh.value = value;
          fresh.pending = undefined;
        }
        return value;
      },
      (err: unknown) => {
        if (this.entries.get(userId) === fresh) this.entries.delete(userId);
        throw err;
      },
    );
    this.entries.set(userId, fresh);
    if (this.entries.size > this.max) {
      this.entries.delete(this.entries.keys().next().value as number);
    }
    return fresh.pending;
  }
}
