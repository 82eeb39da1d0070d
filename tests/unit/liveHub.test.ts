/**
 * The live hub's bookkeeping (features/live/hub.ts) with stand-in answers: a client gone before
 * its stream opened is never kept, a session holds at most MAX_STREAMS_PER_SESSION streams, a
 * user and an address at most MAX_STREAMS_PER_USER and MAX_STREAMS_PER_ADDRESS, and a stream
 * resuming from before the kept messages gets `reset` rather than a partial replay.
 * (tests/api/live.test.ts proves the streams over real HTTP.)
 */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createChanges, type Changes } from '../../src/server/cache/changes';
import {
  LiveHub,
  MAX_STREAMS_PER_ADDRESS,
  MAX_STREAMS_PER_SESSION,
  MAX_STREAMS_PER_USER,
  type StreamOwner,
} from '../../src/server/features/live/hub';

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
const owner = (idHash = 'session-1', over: Partial<StreamOwner> = {}): StreamOwner => ({
  idHash,
  userId: 1,
  eventId: 5,
  address: '198.51.100.7',
  ...over,
});

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

  it("refuses a user's stream beyond the user's cap, whichever session asks", async () => {
    await start();
    const sessions = Math.ceil(MAX_STREAMS_PER_USER / MAX_STREAMS_PER_SESSION);
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) {
      const session = owner(`session-${i % sessions}`);
      expect(hub.admits(session)).toBe(true);
      hub.open(asAnswer(new FakeAnswer()), session, {});
    }
    expect(hub.admits(owner('session-new'))).toBe(false);
    // From another address too: the user's cap counts all of them.
    expect(hub.admits(owner('session-new', { address: '203.0.113.9' }))).toBe(false);
    // Another user is not counted with these.
    expect(hub.admits(owner('session-other', { userId: 2 }))).toBe(true);
  });

  it('lets a session at its own cap replace its oldest stream even when the user is at theirs', async () => {
    await start();
    const full = MAX_STREAMS_PER_USER / MAX_STREAMS_PER_SESSION;
    const answers: FakeAnswer[] = [];
    for (let s = 0; s < full; s += 1) {
      for (let i = 0; i < MAX_STREAMS_PER_SESSION; i += 1) {
        const answer = new FakeAnswer();
        answers.push(answer);
        hub.open(asAnswer(answer), owner(`session-${s}`), {});
      }
    }
    expect(hub.admits(owner('session-0'))).toBe(true);
    hub.open(asAnswer(new FakeAnswer()), owner('session-0'), {});
    expect(answers[0].ended).toBe(true);
    expect(hub.size).toBe(MAX_STREAMS_PER_USER);
  });

  it("refuses an address's stream beyond the address's cap, whoever's users they are", async () => {
    await start();
    const address = '203.0.113.50';
    for (let i = 0; i < MAX_STREAMS_PER_ADDRESS; i += 1) {
      const session = owner(`session-${i}`, { userId: 100 + i, address });
      expect(hub.admits(session)).toBe(true);
      hub.open(asAnswer(new FakeAnswer()), session, {});
    }
    expect(hub.admits(owner('session-new', { userId: 1, address }))).toBe(false);
    expect(hub.admits(owner('session-new', { userId: 1, address: '203.0.113.51' }))).toBe(true);
  });

  it('counts a closed stream no more', async () => {
    await start();
    const answers = Array.from({ length: MAX_STREAMS_PER_USER }, () => new FakeAnswer());
    answers.forEach((answer, i) => hub.open(asAnswer(answer), owner(`session-${i}`), {}));
    expect(hub.admits(owner('session-new'))).toBe(false);
    answers[3].end();
    expect(hub.admits(owner('session-new'))).toBe(true);
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
