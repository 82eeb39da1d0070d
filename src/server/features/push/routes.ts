/**
 * The push area's routes (issue 41): the VAPID public key, the user's subscriptions (list, save,
 * remove) and a test notification; and the process's push queue, fed after every `users` change
 * this process hears with the notifications it wrote for those users (service.ts takePushes).
 * Nothing here waits for a push service on a request's path.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  pushKeyRoute,
  pushMessages,
  pushSubscriptionsRoute,
  subscribePushRoute,
  testPushRoute,
  unsubscribePushRoute,
} from '../../../shared/api/push';
import { route } from '../../http/route';
import { PushSender } from './sender';
import {
  awaitedPushUsers,
  deleteGoneSubscription,
  deleteSubscription,
  dropStaleOutbox,
  saveSubscription,
  subscriptionsOf,
  takePushes,
  testPushJob,
} from './service';
import { loadVapid, type Vapid } from './vapid';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's push queue (features/push/sender.ts). */
    pushSender: PushSender;
  }
}

/** How often, at most, outbox rows no process took are looked for. */
const STALE_SWEEP_MS = 10 * 60 * 1000;

// fastify-plugin: the queue (app.pushSender) is the app's, for the bench and tests to wait on.
export const pushRoutes = fp(async (app: FastifyInstance) => {
  let vapid: Promise<Vapid> | undefined;
  const vapidOf = () => {
    vapid ??= loadVapid(app.db, app.config).catch((err: unknown) => {
      vapid = undefined;
      throw err;
    });
    return vapid;
  };
  const extraHosts = app.config.push.endpointHosts;
  const sender = new PushSender({
    vapid: vapidOf,
    extraHosts,
    onGone: (subscriptionId) => deleteGoneSubscription(app.db, subscriptionId),
    log: app.log,
  });
  app.decorate('pushSender', sender);
  // Made (or read) on start, as the issue says: a read never writes the key pair.
  app.addHook('onReady', async () => {
    await vapidOf();
  });
  listenForNotifications(app, sender);
  app.addHook('onClose', async () => sender.close());

  route(app, pushKeyRoute, async () => ({ public_key: (await vapidOf()).publicKey }));

  route(app, pushSubscriptionsRoute, async (req) => ({
    subscriptions: await subscriptionsOf(app.db, req.session.userId),
  }));

  route(app, subscribePushRoute, async (req) => {
    const types = await saveSubscription(
      app.db,
      req.session.userId,
      req.body,
      extraHosts,
      app.clock.now(),
    );
    return { message: pushMessages.subscribed, types };
  });

  route(app, unsubscribePushRoute, async (req) => {
    await deleteSubscription(app.db, req.session.userId, req.body.endpoint);
    return { message: pushMessages.unsubscribed };
  });

  route(app, testPushRoute, async (req) => {
    sender.enqueue([await testPushJob(app.db, req.session.userId, req.body.endpoint)]);
    return { message: pushMessages.testQueued };
  });
});

/**
 * A `users` change is published after the commit of every write that notified someone: the
 * users it names are gathered for one tick, then this process takes its outbox rows of them.
 */
function listenForNotifications(app: FastifyInstance, sender: PushSender): void {
  const pending = new Set<number>();
  let scheduled = false;
  let lastSweep = 0;
  let closed = false;

  const drain = async () => {
    scheduled = false;
    const userIds = [...pending];
    pending.clear();
    const now = app.clock.now();
    sender.enqueue(await takePushes(app.db, userIds, now));
    if (Date.now() - lastSweep > STALE_SWEEP_MS) {
      lastSweep = Date.now();
      const dropped = await dropStaleOutbox(app.db, now);
      if (dropped > 0) app.log.warn({ dropped }, 'Push outbox: rows nobody took were dropped');
    }
  };

  const unsubscribe = app.changes.subscribe((change) => {
    if (closed || change.kind !== 'users') return;
    for (const userId of awaitedPushUsers(change.userIds)) pending.add(userId);
    if (scheduled || pending.size === 0) return;
    scheduled = true;
    setImmediate(() => {
      if (closed) return;
      drain().catch((err: unknown) => app.log.error({ err }, 'Pushes not queued'));
    });
  });
  app.addHook('preClose', async () => {
    closed = true;
    unsubscribe();
  });
}
