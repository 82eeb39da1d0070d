/**
 * Web Push's pure rules (issue 41): the groups of the settings page cover the twelve types once
 * each, the service worker shows only the app's payloads and opens only the app's own paths, and
 * the server sends only to the push services' hosts.
 */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../src/shared/notifications';
import {
  groupsOfTypes,
  isAppPath,
  PUSH_GROUP_NAMES,
  PUSH_GROUPS,
  typesOfGroups,
} from '../../src/shared/push';
import { openTarget, readPushPayload, targetOf } from '../../src/web/sw/pushHandlers';
import { endpointAllowed } from '../../src/server/features/push/endpoints';

describe('push groups', () => {
  it('hold every notification type exactly once', () => {
    const grouped = PUSH_GROUP_NAMES.flatMap((group) => PUSH_GROUPS[group]);
    expect([...grouped].sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it('a group is on only when all of its types are wanted', () => {
    expect(groupsOfTypes(typesOfGroups(['cheers', 'awards']))).toEqual(['cheers', 'awards']);
    expect(groupsOfTypes(['received_cheer'])).toEqual([]);
  });
});

describe('the service worker', () => {
  const origin = 'https://app.example';

  it('opens only paths of the app', () => {
    for (const path of ['/team/?otherTeamId=7', '/battles', '/'])
      expect(isAppPath(path)).toBe(true);
    for (const path of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      'team',
      42,
      null,
    ]) {
      expect(isAppPath(path), String(path)).toBe(false);
    }
    expect(targetOf({ path: '/score/?selectedScoreId=3' }, origin)).toBe(
      'https://app.example/score/?selectedScoreId=3',
    );
    expect(targetOf({ path: '//evil.example/x' }, origin)).toBe(
      'https://app.example/notifications',
    );
    expect(targetOf(null, origin)).toBe('https://app.example/notifications');
  });

  it('shows only payloads with a title, with a path of the app', () => {
    expect(readPushPayload({ body: 'x' })).toBeNull();
    expect(readPushPayload('text')).toBeNull();
    expect(
      readPushPayload({ title: 'Award', body: 'b', path: 'https://x.test', tag: 't' }),
    ).toEqual({
      title: 'Award',
      body: 'b',
      path: '/notifications',
      tag: 't',
    });
  });

  it('navigates and focuses an open window of the app, or opens one', async () => {
    const calls: string[] = [];
    const window = (url: string) => ({
      url,
      focus: async () => calls.push(`focus ${url}`),
      navigate: async (to: string) => {
        calls.push(`navigate ${to}`);
        return null;
      },
    });
    const clients = (open: ReturnType<typeof window>[]) => ({
      matchAll: async () => open,
      openWindow: async (to: string) => calls.push(`open ${to}`),
    });
    await openTarget(
      clients([window('https://other.example/'), window(`${origin}/home`)]),
      `${origin}/battles`,
    );
    expect(calls).toEqual([`navigate ${origin}/battles`, `focus ${origin}/home`]);
    calls.length = 0;
    await openTarget(clients([]), `${origin}/battles`);
    expect(calls).toEqual([`open ${origin}/battles`]);
  });
});

describe('push endpoints', () => {
  it('are the push services over https, or the configured hosts', () => {
    const extra = ['127.0.0.1:9999', 'push.internal'];
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/a',
      'https://updates.push.services.mozilla.com/wpush/v2/a',
      'https://web.push.apple.com/a',
      'https://api.push.apple.com/a',
      'https://db5p.notify.windows.com/w/?token=a',
      'http://127.0.0.1:9999/push/a',
      'https://push.internal/a',
    ]) {
      expect(endpointAllowed(url, extra), url).toBe(true);
    }
    for (const url of [
      'http://fcm.googleapis.com/a',
      'https://fcm.googleapis.com:444/a',
      'https://a:b@fcm.googleapis.com/a',
      'https://push.apple.com.evil.example/a',
      'https://notify.windows.com/a',
      'https://127.0.0.1:9998/a',
      'ftp://push.internal/a',
      'nonsense',
    ]) {
      expect(endpointAllowed(url, extra), url).toBe(false);
    }
  });
});
