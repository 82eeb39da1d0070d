/**
 * The live hub's bookkeeping (features/live/hub.ts) with stand-in answers: a client gone before
 * its stream opened is never kept, a session holds at most MAX_STREAMS_PER_SESSION streams, and
 * a stream resuming from before the kept messages gets `reset` rather than a partial replay.
 * (tests/api/live.test.ts proves the streams over real HTTP.)
 */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createChanges, type Changes } from '../../src/server/cache/changes';
import { LiveHub, MAX_STREAMS_PER_SESSION } from '../../src/server/features/live/hub';

/** What the hub uses of an answer, recording what it was sent. */
class FakeAnswer extends EventEmitter {
  written = '';
  ended = false;
  destroyed = false;
  writableLength = 0;
  socket = { destroyed: false };
  writeHead() {
    return this;
  }
  write(text: string) {
    this.written += text;
    return true;
  }
  end() {
    this.ended = true;
    this.emit('close');
  }
}

const asAnswer = (fake: FakeAnswer) => fake as unknown as ServerResponse;
const owner = (idHash = 'session-1') => ({ idHash, userId: 1, eventId: 5 });

describe('the live hub', () => {
  let changes: Changes;
  let hub: LiveHub;
  const start = async (keep?: number) => {
    changes = await createChanges();
    hub = new LiveHub(changes, { heartbeatMs: 60_000, keep });
  };
  afterEach(async () => {
    hub.close();
    await changes.close();
  });

  it('keeps no stream for a client that left before it opened', async () => {
    await start();
    const gone = new FakeAnswer();
    gone.destroyed = true;
    hub.open(asAnswer(gone), owner(), {});
    expect(hub.size).toBe(0);
    await changes.publish({ kind: 'event', eventId: 5 });
    expect(gone.written).toBe('');
  });

  it("ends a session's oldest stream when it opens one too many", async () => {
    await start();
    const answers = Array.from({ length: MAX_STREAMS_PER_SESSION + 1 }, () => new FakeAnswer());
    for (const answer of answers) hub.open(asAnswer(answer), owner(), {});
    expect(hub.size).toBe(MAX_STREAMS_PER_SESSION);
    expect(answers.map((answer) => answer.ended)).toEqual([
      true,
      ...Array<boolean>(MAX_STREAMS_PER_SESSION).fill(false),
    ]);
    // Another session's streams are not counted with these.
    hub.open(asAnswer(new FakeAnswer()), owner('session-2'), {});
    expect(hub.size).toBe(MAX_STREAMS_PER_SESSION + 1);
  });

  it('sends reset to a stream resuming from before the messages it still keeps', async () => {
    await start(2);
    const first = new FakeAnswer();
    hub.open(asAnswer(first), owner(), {});
    const resumeFrom = /id: (.+)\n/.exec(first.written)![1];
    first.end();
    for (let i = 0; i < 3; i += 1) await changes.publish({ kind: 'event', eventId: 5 });

    const again = new FakeAnswer();
    hub.open(asAnswer(again), owner(), {}, resumeFrom);
    expect(again.written).toContain('"type":"reset"');
    expect(again.written).not.toContain('"type":"event"');
  });
});
