/**
 * `npm run bench:push`: the cost of pushing one notification to 1,000 subscribed devices (issue
 * 41). One app on an in-memory PGlite with Web Push's queue, 1,000 users each with one device
 * subscribed (real P-256 keys), and a local push service (a node http server on 127.0.0.1,
 * allowed through PUSH_ENDPOINT_HOSTS) answering 201. One write notifies all of them
 * (challenge_announced, as the console's announcement does) and publishes its change; then the
 * queue takes the outbox and sends, after the write has returned.
 *
 * Prints: the write's time (notify() in its transaction plus the publish: what a request waits
 * for), the time until the push service received all 1,000 (each encrypted aes128gcm for its
 * device, with a VAPID token per origin), and memory: the heap and RSS before, at their highest
 * while sending (sampled every 10 ms) and after. BENCH_DEVICES changes the count. Writes nothing
 * to docs (docs/performance.md "Web Push" keeps the figures).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/server/app';
import { createClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { fromPglite } from '../src/server/db/client';
import { events, pushSubscriptions, users } from '../src/server/db/schema';
import { notify } from '../src/server/features/notifications/service';
import { NOTIFICATION_TYPES } from '../src/shared/notifications';

const DEVICES = Number(process.env.BENCH_DEVICES) || 1_000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (start: bigint) => `${(Number(process.hrtime.bigint() - start) / 1e6).toFixed(0)} ms`;

async function main() {
  let received = 0;
  let allReceived: () => void = () => {};
  const done = new Promise<void>((resolve) => (allReceived = resolve));
  const pushService = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.statusCode = 201;
      res.end();
      received += 1;
      if (received === DEVICES) allReceived();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const { port } = pushService.address() as AddressInfo;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-push-'));
  const database = fromPglite(await PGlite.create());
  await database.migrate();
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      WEB_DIR: path.join(dataDir, 'no-web'),
      PUBLIC_URL: 'http://bench.test',
      PUSH_ENDPOINT_HOSTS: `127.0.0.1:${port}`,
    }),
    database,
    clock: createClock(),
    logger: false,
  });
  await app.ready();
  const db = app.db;

  out(`Seeding ${DEVICES} users, each with one subscribed device…`);
  const [event] = await db
    .insert(events)
    .values({ name: 'Bench Games', date: new Date(), endDate: new Date(), closingDate: new Date() })
    .returning();
  const userIds: number[] = [];
  for (let i = 0; i < DEVICES; i += 500) {
    const batch = Array.from({ length: Math.min(500, DEVICES - i) }, (_, j) => ({
      firstName: 'Push',
      lastName: `User ${i + j}`,
      email: `push-${i + j}@bench.test`,
      passwordHash: 'x',
      language: (['en', 'de', 'ar', 'ja'] as const)[(i + j) % 4],
    }));
    const rows = await db.insert(users).values(batch).returning({ id: users.id });
    userIds.push(...rows.map((row) => row.id));
  }
  const subscriptions = userIds.map((userId, i) => {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      userId,
      endpoint: `http://127.0.0.1:${port}/push/${i}`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: crypto.randomBytes(16).toString('base64url'),
      types: [...NOTIFICATION_TYPES],
    };
  });
  for (let i = 0; i < subscriptions.length; i += 500) {
    await db.insert(pushSubscriptions).values(subscriptions.slice(i, i + 500));
  }
  // The VAPID key pair is made once, on the first use; made here, it is not in the figures.
  await app.inject({ method: 'GET', url: '/api/health' });

  global.gc?.();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 10);

  const start = process.hrtime.bigint();
  const told = await db.transaction((tx) =>
    notify(
      tx,
      { userIds },
      { type: 'challenge_announced', dynamicKey1: 'Tug of War', dynamicKey2: '3' },
      { eventId: event.id, actedBy: null },
      new Date(),
    ),
  );
  await app.changes.publish({ kind: 'users', userIds: told });
  const writeTime = ms(start);
  await done;
  const allTime = ms(start);
  await app.pushSender.idle();
  clearInterval(sampler);
  global.gc?.();
  const after = process.memoryUsage();

  out('');
  out(`Web Push: one notification to ${DEVICES} subscribed devices (local push service)`);
  out(`  the write (notify in its transaction + publish): ${writeTime}`);
  out(`  until the push service received all ${received}: ${allTime}`);
  out(`  sender: ${JSON.stringify(app.pushSender.stats)}`);
  out(
    `  heap: ${mb(before.heapUsed)} before, ${mb(peakHeap)} at most, ${mb(after.heapUsed)} after`,
  );
  out(`  RSS:  ${mb(before.rss)} before, ${mb(peakRss)} at most, ${mb(after.rss)} after`);

  await app.close();
  await database.close();
  pushService.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function out(line: string) {
  process.stdout.write(`${line}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
