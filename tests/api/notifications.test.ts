/**
 * GET /notifications lists the signed-in user's own notifications, newest first (at most
 * NOTIFICATIONS_PAGE_SIZE, with the count of every unread one); POST /notifications/read marks
 * one of them read, never someone else's; POST /notifications/read-all marks all of the user's.
 * Anonymous callers get 401 (also proven cell by cell in authorization.test.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addPlayer,
  createCompany,
  createEvent,
  createNotification,
  createTeam,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { notifications } from '../../src/server/db/schema';
import { notify } from '../../src/server/features/notifications/service';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsResponse,
} from '../../src/shared/api/notifications';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

describe.each(dbKinds)('notifications on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
  });
  afterAll(() => t.close());

  /** A signed-in user without role or event: notifications need neither. */
  async function signedInUser() {
    const user = await createUser(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, user.id, T0, {
      role: null,
      eventId: null,
    });
    return { user, cookie };
  }

  async function list(cookie: string): Promise<NotificationsResponse> {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const markRead = (cookie: string, id: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie },
      payload: { id },
    });

  const isRead = async (id: number) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0].isRead;

  it('lists only the user’s own notifications, newest first, with their fields', async () => {
    const me = await signedInUser();
    const other = await signedInUser();
    const older = await createNotification(t.database.db, me.user.id, {
      messageName: 'received_cheer',
      dynamicKey1: 'Ada Lovelace',
      dynamicKey2: 'Sharks',
      redirectKey1: '12',
      createdAt: minutes(10),
    });
    const newest = await createNotification(t.database.db, me.user.id, {
      messageName: 'score_available',
      dynamicKey1: 'Tug of War',
      redirectKey1: '31',
      createdAt: minutes(30),
    });
    const middle = await createNotification(t.database.db, me.user.id, {
      messageName: 'award_won',
      dynamicKey1: 'BestTeamSpirit',
      dynamicKey2: 'Sharks',
      isRead: true,
      createdAt: minutes(20),
    });
    await createNotification(t.database.db, other.user.id, { createdAt: minutes(40) });

    const answer = await list(me.cookie);
    expect(answer.notifications.map((n) => n.id)).toEqual([newest.id, middle.id, older.id]);
    expect(answer.unread_count).toBe(2);
    expect(answer.notifications[2]).toEqual({
      id: older.id,
      message_name: 'received_cheer',
      is_read: false,
      created_at: minutes(10).toISOString(),
      dynamic_key_1: 'Ada Lovelace',
      dynamic_key_2: 'Sharks',
      redirect_key_1: '12',
      event_name: null,
    });
    expect(answer.notifications[1]).toMatchObject({ is_read: true, redirect_key_1: null });
  });

  it('answers an empty list to a user without notifications', async () => {
    const me = await signedInUser();
    expect(await list(me.cookie)).toEqual({ notifications: [], unread_count: 0 });
  });

  it(`lists the newest ${NOTIFICATIONS_PAGE_SIZE} and counts every unread one`, async () => {
    const me = await signedInUser();
    const total = NOTIFICATIONS_PAGE_SIZE + 5;
    for (let i = 0; i < total; i++) {
      await createNotification(t.database.db, me.user.id, { createdAt: minutes(i) });
    }
    const answer = await list(me.cookie);
    expect(answer.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(answer.notifications[0].created_at).toBe(minutes(total - 1).toISOString());
    expect(answer.notifications.at(-1)!.created_at).toBe(minutes(5).toISOString());
    expect(answer.unread_count).toBe(total);
  });

  it('shows what notify() wrote for every player of a team', async () => {
    const db = t.database.db;
    const event = await createEvent(db);
    const company = await createCompany(db, event.id);
    const team = await createTeam(db, event.id, company.id);
    const captain = await signedInUser();
    const mate = await signedInUser();
    await addPlayer(db, team.id, captain.user.id, true);
    await addPlayer(db, team.id, mate.user.id);
    await notify(
      db,
      { teamId: team.id },
      {
        type: 'joker_assigned',
        dynamicKey1: 'Raft Race',
        dynamicKey2: team.name,
        redirectKey1: '5',
      },
      { eventId: event.id, actedBy: null },
      minutes(50),
    );
    for (const person of [captain, mate]) {
      const [first] = (await list(person.cookie)).notifications;
      expect(first).toMatchObject({
        message_name: 'joker_assigned',
        is_read: false,
        dynamic_key_1: 'Raft Race',
        dynamic_key_2: team.name,
        redirect_key_1: '5',
        created_at: minutes(50).toISOString(),
      });
    }
  });

  it('marks an opened notification read, once or twice, and leaves the others unread', async () => {
    const me = await signedInUser();
    const opened = await createNotification(t.database.db, me.user.id, { createdAt: minutes(1) });
    const other = await createNotification(t.database.db, me.user.id, { createdAt: minutes(2) });

    const res = await markRead(me.cookie, opened.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'notificationRead' });
    expect((await markRead(me.cookie, opened.id)).statusCode).toBe(200);

    const answer = await list(me.cookie);
    expect(answer.notifications.find((n) => n.id === opened.id)?.is_read).toBe(true);
    expect(answer.notifications.find((n) => n.id === other.id)?.is_read).toBe(false);
    expect(answer.unread_count).toBe(1);
  });

  it('refuses to mark another user’s notification with 404 and leaves it unread', async () => {
    const me = await signedInUser();
    const owner = await signedInUser();
    const theirs = await createNotification(t.database.db, owner.user.id);

    const res = await markRead(me.cookie, theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'notificationNotFound' });
    expect(await isRead(theirs.id)).toBe(false);
    expect((await list(owner.cookie)).unread_count).toBe(1);
  });

  it('answers 404 for a notification that does not exist and 400 for a malformed id', async () => {
    const me = await signedInUser();
    expect((await markRead(me.cookie, 2_000_000_000)).statusCode).toBe(404);
    for (const id of ['5', 0, -1, 1.5, null]) {
      expect((await markRead(me.cookie, id)).statusCode, JSON.stringify(id)).toBe(400);
    }
  });

  it('marks all of the user’s notifications read and nobody else’s', async () => {
    const me = await signedInUser();
    const neighbour = await signedInUser();
    for (let i = 0; i < 3; i++) await createNotification(t.database.db, me.user.id);
    const theirs = await createNotification(t.database.db, neighbour.user.id);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'notificationsRead' });

    const answer = await list(me.cookie);
    expect(answer.unread_count).toBe(0);
    expect(answer.notifications.every((n) => n.is_read)).toBe(true);
    expect(await isRead(theirs.id)).toBe(false);
  });

  it('refuses every notification call without a session (401)', async () => {
    const anyone = await signedInUser();
    const note = await createNotification(t.database.db, anyone.user.id);
    const calls = [
      { method: 'GET' as const, url: '/api/notifications' },
      { method: 'POST' as const, url: '/api/notifications/read', payload: { id: note.id } },
      { method: 'POST' as const, url: '/api/notifications/read-all' },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, call.url).toBe(401);
    }
    expect(await isRead(note.id)).toBe(false);
  });
});
