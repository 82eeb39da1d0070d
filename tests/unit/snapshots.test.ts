/**
 * Snapshots of shared reads: built once, shared by concurrent readers, dropped by the change
 * that makes them stale, never kept when a change raced their rebuild, and bounded per scope.
 */
import { describe, expect, it } from 'vitest';
import { createChanges } from '../../src/server/cache/changes';
import { MAX_ENTRIES_PER_SCOPE, Snapshots, ofEvent } from '../../src/server/cache/snapshots';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function setUp() {
  const changes = await createChanges();
  return { changes, snapshots: new Snapshots(changes) };
}

describe('event snapshots', () => {
  it('builds once for fifty concurrent readers and serves the rest from memory', async () => {
    const { snapshots } = await setUp();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((r) => setTimeout(r, 5));
      return ['Sharks', 'Eagles'];
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => snapshots.get(ofEvent(1), 'teams', build)),
    );
    expect(builds).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await snapshots.get(ofEvent(1), 'teams', build);
    expect(builds).toBe(1);
  });

  it('rebuilds after a change of that event, and only of that event', async () => {
    const { changes, snapshots } = await setUp();
    let version = 1;
    const build = async () => `v${version}`;
    expect(await snapshots.get(ofEvent(1), 'teams', build)).toBe('v1');
    expect(await snapshots.get(ofEvent(2), 'teams', build)).toBe('v1');
    version = 2;
    await changes.publish({ kind: 'event', eventId: 1 });
    expect(await snapshots.get(ofEvent(1), 'teams', build)).toBe('v2');
    expect(await snapshots.get(ofEvent(2), 'teams', build)).toBe('v1');
  });

  it('hands out a kept answer only once it is built and until its scope changes', async () => {
    const { changes, snapshots } = await setUp();
    const pending = deferred<{ teams: string[] }>();
    expect(snapshots.keptAnswer(ofEvent(1), 'teams')).toBeUndefined();
    const building = snapshots.answer(ofEvent(1), 'teams', () => pending.promise);
    expect(snapshots.keptAnswer(ofEvent(1), 'teams')).toBeUndefined();
    pending.resolve({ teams: ['Sharks'] });
    const built = await building;
    expect(snapshots.keptAnswer(ofEvent(1), 'teams')).toBe(built);
    expect(snapshots.keptAnswer(ofEvent(2), 'teams')).toBeUndefined();
    await changes.publish({ kind: 'event', eventId: 1 });
    expect(snapshots.keptAnswer(ofEvent(1), 'teams')).toBeUndefined();
  });

  it('does not keep a rebuild that a change overtook, so the next reader gets fresh data', async () => {
    const { changes, snapshots } = await setUp();
    const slow = deferred<string>();
    const stale = snapshots.get(ofEvent(1), 'teams', () => slow.promise);
    await changes.publish({ kind: 'event', eventId: 1 });
    slow.resolve('read before the change');
    expect(await stale).toBe('read before the change');
    expect(await snapshots.get(ofEvent(1), 'teams', async () => 'read after the change')).toBe(
      'read after the change',
    );
  });

  it('forgets a failed build, so the next reader tries again', async () => {
    const { snapshots } = await setUp();
    await expect(
      snapshots.get(ofEvent(1), 'teams', async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(await snapshots.get(ofEvent(1), 'teams', async () => 'back')).toBe('back');
  });

  it('keeps at most MAX_ENTRIES_PER_SCOPE entries in one scope, rebuilding the oldest when asked again', async () => {
    const { snapshots } = await setUp();
    let builds = 0;
    const build = async () => (builds += 1);
    for (let i = 0; i < MAX_ENTRIES_PER_SCOPE + 100; i += 1) {
      await snapshots.get(ofEvent(1), `house:${i}`, build);
    }
    expect(snapshots.size(ofEvent(1))).toBe(MAX_ENTRIES_PER_SCOPE);
    const before = builds;
    await snapshots.get(ofEvent(1), `house:${MAX_ENTRIES_PER_SCOPE + 99}`, build);
    expect(builds).toBe(before);
    await snapshots.get(ofEvent(1), 'house:0', build);
    expect(builds).toBe(before + 1);
    expect(snapshots.size(ofEvent(1))).toBe(MAX_ENTRIES_PER_SCOPE);
  });
});

describe('the change bus', () => {
  it('tells the other apps on the channel, and each app applies its own change once', async () => {
    const listeners = new Set<(payload: string) => void>();
    const channel = {
      notify: async (payload: string) => listeners.forEach((listen) => listen(payload)),
      listen: async (onPayload: (payload: string) => void) => {
        listeners.add(onPayload);
        return async () => void listeners.delete(onPayload);
      },
    };
    const one = await createChanges(channel);
    const two = await createChanges(channel);
    const heardByOne: unknown[] = [];
    const heardByTwo: unknown[] = [];
    one.subscribe((change) => heardByOne.push(change));
    two.subscribe((change) => heardByTwo.push(change));
    await one.publish({ kind: 'session', idHash: 'abc' });
    expect(heardByOne).toEqual([{ kind: 'session', idHash: 'abc' }]);
    expect(heardByTwo).toEqual([{ kind: 'session', idHash: 'abc' }]);
    await two.close();
    await one.publish({ kind: 'branding' });
    expect(heardByTwo).toHaveLength(1);
  });
});
