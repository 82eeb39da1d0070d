/**
 * What changed, told to every app process after the change is committed, so each process can
 * drop what it keeps in memory (sessions, snapshots of hot reads) at once, never after a
 * time-out (product.md "Scale-out"). The writing process applies a change to itself immediately;
 * it is also sent on the database's change channel: NOTIFY on PostgreSQL, which every process
 * LISTENs to, and an in-process emitter on PGlite (embedded in one process, so every app that
 * shares it shares the emitter).
 */
import { EventEmitter } from 'node:events';
import type { ChangeChannel } from '../db/changeChannel';
import type { Db } from '../db/client';

export type Change =
  /** A session ended or its selection changed. */
  | { kind: 'session'; idHash: string }
  /** Every session of a user changed (a password reset, the user's language). */
  | { kind: 'userSessions'; userId: number }
  /** Something every viewer of the event sees changed (its teams, battles, planning, …). */
  | { kind: 'event'; eventId: number }
  /** A team's joker of the event changed. */
  | { kind: 'teamJokers'; eventId: number }
  /** Cheers or challenges between the event's teams changed (frequent on event day). */
  | { kind: 'teamSocial'; eventId: number }
  /** A company's own fields or staff changed (its page; its events hear an `event` change too). */
  | { kind: 'company'; companyId: number }
  /** A host's branding changed. */
  | { kind: 'branding' }
  /** What only these users read changed (their notifications, their profile). */
  | { kind: 'users'; userIds: number[] };

/**
 * Hears every change with its id, `<process>.<number>` given by the process that published it,
 * so every process names a change alike (the live streams replay by it after a reconnect).
 */
export type ChangeListener = (change: Change, id: string) => void;

export interface Changes {
  /** Call after the change is committed. */
  publish(change: Change): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

export async function createChanges(
  channel?: ChangeChannel,
  onError: (err: unknown) => void = () => {},
): Promise<Changes> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  // Who sent a notification, so an app skips its own (it applied them already).
  const origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  let published = 0;
  const apply = (change: Change, id: string) => emitter.emit('change', change, id);

  const unlisten = channel
    ? await channel.listen((payload) => {
        try {
          const {
            origin: from,
            id,
            change,
          } = JSON.parse(payload) as { origin: string; id: string; change: Change };
          if (from !== origin) apply(change, id);
        } catch (err) {
          onError(err);
        }
      })
    : undefined;

  return {
    async publish(change) {
      published += 1;
      const id = `${origin}.${published.toString(36)}`;
      apply(change, id);
      await channel?.notify(JSON.stringify({ origin, id, change }));
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    async close() {
      emitter.removeAllListeners();
      await unlisten?.();
    },
  };
}

/** What a service that writes receives: the database and where to tell what it changed. */
export interface WriteDeps {
  db: Db;
  changes: Changes;
}
