/**
 * Snapshots of reads that every viewer of an event shares (its teams, battles, planning, …),
 * kept in memory and rebuilt once after a change: readers of a stale snapshot share one
 * rebuild, and a rebuild that raced a change is returned to its readers but not kept.
 * Scopes group the snapshots a change invalidates: `event:<id>` (the event's shared data),
 * `jokers:<id>` (the teams' jokers of the event), `social:<id>` (cheers and challenges between
 * the event's teams, which change often on event day), `branding`, `companyPages` (every company
 * page, dropped by any event or company change), and `user:<id>` (what one user
 * reads about themselves: their notifications). At most MAX_SCOPES scopes are kept; beyond it
 * the least recently built goes first (a user's scope is rebuilt on their next read). A scope
 * keeps at most MAX_ENTRIES_PER_SCOPE entries, its oldest going first: keys come from what
 * clients ask (a team, a house, a score session), so no stream of requests can grow one scope
 * without end. Reads check an id exists before they make an entry for it, or fail their build
 * (a failed build is never kept), so a miss is never an entry.
 */
import type { Change, Changes } from './changes';
import { sharedAnswer } from '../http/responses';

interface Entry {
  generation: number;
  value?: unknown;
  pending?: Promise<unknown>;
}

export const ofEvent = (eventId: number) => `event:${eventId}`;
export const jokersOfEvent = (eventId: number) => `jokers:${eventId}`;
export const socialOfEvent = (eventId: number) => `social:${eventId}`;
export const BRANDING_SCOPE = 'branding';
/**
 * The company pages: each shows the company's teams, events and players across events, so any
 * event change drops them all, as does a change of a company's own fields or staff.
 */
export const COMPANY_PAGES_SCOPE = 'companyPages';
export const ofUser = (userId: number) => `user:${userId}`;

/** Enough for every phone of a big event, bounded so per-user scopes cannot grow forever. */
export const MAX_SCOPES = 50_000;
/**
 * Enough for a big event's social scope (a score answer per session, team and user viewing it);
 * beyond it the oldest entry is rebuilt on its next read.
 */
export const MAX_ENTRIES_PER_SCOPE = 20_000;

function scopeOf(change: Change): string | undefined {
  switch (change.kind) {
    case 'event':
      return ofEvent(change.eventId);
    case 'teamJokers':
      return jokersOfEvent(change.eventId);
    case 'teamSocial':
      return socialOfEvent(change.eventId);
    case 'branding':
      return BRANDING_SCOPE;
    default:
      return undefined;
  }
}

export class Snapshots {
  private readonly entries = new Map<string, Map<string, Entry>>();
  private readonly generations = new Map<string, number>();
  /** Reads answered from a kept snapshot, and snapshots built (the metrics read them). */
  hits = 0;
  builds = 0;

  constructor(changes: Changes) {
    changes.subscribe((change) => {
      if (change.kind === 'users') {
        for (const userId of change.userIds) this.invalidate(ofUser(userId));
        return;
      }
      const scope = scopeOf(change);
      if (scope) this.invalidate(scope);
      if (change.kind === 'event' || change.kind === 'company') {
        this.invalidate(COMPANY_PAGES_SCOPE);
      }
      // A whole event changed: its jokers and cheers/challenges snapshots are rebuilt too.
      if (change.kind === 'event') {
        this.invalidate(jokersOfEvent(change.eventId));
        this.invalidate(socialOfEvent(change.eventId));
      }
    });
  }

  /** The snapshot `key` of `scope`, built by `build` when there is none for the current data. */
  get<T>(scope: string, key: string, build: () => Promise<T>): Promise<T> {
    const generation = this.generations.get(scope) ?? 0;
    let entries = this.entries.get(scope);
    if (!entries) {
      if (this.entries.size >= MAX_SCOPES) this.entries.delete(this.entries.keys().next().value!);
      entries = new Map();
      this.entries.set(scope, entries);
    }
    const entry = entries.get(key);
    if (entry?.generation === generation) {
      this.hits += 1;
      if ('value' in entry) return Promise.resolve(entry.value as T);
      if (entry.pending) return entry.pending as Promise<T>;
    }
    this.builds += 1;
    const fresh: Entry = { generation };
    const scoped = entries;
    if (!entries.has(key) && entries.size >= MAX_ENTRIES_PER_SCOPE) {
      entries.delete(entries.keys().next().value!);
    }
    fresh.pending = build().then(
      (value) => {
        if ((this.generations.get(scope) ?? 0) === generation) {
          fresh.value = value;
          fresh.pending = undefined;
        } else if (scoped.get(key) === fresh) {
          scoped.delete(key);
        }
        return value;
      },
      (err: unknown) => {
        if (scoped.get(key) === fresh) scoped.delete(key);
        throw err;
      },
    );
    entries.set(key, fresh);
    return fresh.pending as Promise<T>;
  }

  /** A whole answer kept as a snapshot and sent to many: its bytes are encoded once. */
  answer<T extends object>(scope: string, key: string, build: () => Promise<T>): Promise<T> {
    return this.get(scope, `answer:${key}`, async () => sharedAnswer(await build()));
  }

  /**
   * The answer `answer(scope, key, …)` keeps for the current data, or undefined when there is
   * none built yet: a hot read answers from it without awaiting the checks its build needs.
   */
  keptAnswer<T extends object>(scope: string, key: string): T | undefined {
    return this.kept<T>(scope, `answer:${key}`);
  }

  /**
   * The snapshot `get(scope, key, …)` keeps for the current data, or undefined when there is
   * none built yet: a hot read takes what is built without a promise per lookup.
   */
  kept<T>(scope: string, key: string): T | undefined {
    const entry = this.entries.get(scope)?.get(key);
    if (entry?.generation !== (this.generations.get(scope) ?? 0) || !('value' in entry)) {
      return undefined;
    }
    this.hits += 1;
    return entry.value as T;
  }

  /**
   * How many times `scope` changed: a snapshot kept in one scope that also depends on another
   * puts the other's generation in its key, so a change of either one is never served stale.
   */
  generation(scope: string): number {
    return this.generations.get(scope) ?? 0;
  }

  /** How many entries a scope keeps, or all scopes together (tests read it). */
  size(scope?: string): number {
    if (scope !== undefined) return this.entries.get(scope)?.size ?? 0;
    let count = 0;
    for (const entries of this.entries.values()) count += entries.size;
    return count;
  }

  invalidate(scope: string): void {
    this.generations.set(scope, (this.generations.get(scope) ?? 0) + 1);
    this.entries.delete(scope);
  }
}

/** What a service that reads through snapshots receives. */
export interface ReadDeps {
  db: import('../db/client').Db;
  snapshots: Snapshots;
}
