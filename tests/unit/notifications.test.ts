/**
 * Every notification type of product.md §3 has its icon, a target route of product.md §2 ("Notification
 * targets", trailing slash kept) and a text in each of the 14 languages with every placeholder
 * filled from the dynamic keys.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../src/shared/languages';
import {
  NOTIFICATION_RULES,
  NOTIFICATION_TYPES,
  notificationParams,
  notificationTarget,
  type NotificationFields,
  type NotificationType,
} from '../../src/shared/notifications';
import { notificationType } from '../../src/server/db/schema';
import { SCREEN_ROUTES } from '../../src/web/app/routes';
import { NOTIFICATION_ICONS } from '../../src/web/features/notifications/icons';
import { notificationText } from '../../src/web/features/notifications/notificationText';

/** product.md §2's targets, with the id each one opens. */
const EXPECTED_TARGETS: Record<NotificationType, string> = {
  team_challenged: '/team/?otherTeamId=17',
  challenge_sent: '/team/?otherTeamId=17',
  received_cheer: '/cheers/?otherTeamId=17',
  first_cheer: '/cheers/?otherTeamId=17',
  milestone_cheer: '/cheers/?otherTeamId=17',
  promoted_to_captain: '/team/?otherTeamId=17',
  player_added: '/team/?otherTeamId=17',
  score_available: '/score/?selectedScoreId=17',
  challenge_announced: '/battles',
  award_won: '/leaderboard',
  joker_assigned: '/battles',
  bonus_points_awarded: '/team/?otherTeamId=17',
};

/** What a writer puts in the dynamic keys of each type (docs/data-model.md "Notifications"). */
const SAMPLE_KEYS: Record<NotificationType, [string, string | null]> = {
  team_challenged: ['Harbour Herons', null],
  challenge_sent: ['Harbour Herons', null],
  received_cheer: ['Ada Lovelace', 'Harbour Herons'],
  first_cheer: ['Harbour Herons', null],
  milestone_cheer: ['Harbour Herons', '25'],
  promoted_to_captain: ['Harbour Herons', null],
  player_added: ['Ada Lovelace', 'Harbour Herons'],
  score_available: ['Tug of War', null],
  challenge_announced: ['Tug of War', '8'],
  award_won: ['BestTeamSpirit', 'Harbour Herons'],
  joker_assigned: ['Tug of War', 'Harbour Herons'],
  bonus_points_awarded: ['15', 'Fair play'],
};

const sample = (type: NotificationType, redirect: string | null = '17'): NotificationFields => ({
  message_name: type,
  dynamic_key_1: SAMPLE_KEYS[type][0],
  dynamic_key_2: SAMPLE_KEYS[type][1],
  redirect_key_1: redirect,
});

const LOCALES = path.resolve(__dirname, '../../public/locales');
const load = (lng: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, lng, 'notifications.json'), 'utf8')) as Record<
    string,
    string
  >;
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('notification types', () => {
  it('are the twelve of product.md §3, the same as the database enum', () => {
    expect(NOTIFICATION_TYPES).toHaveLength(12);
    expect([...NOTIFICATION_TYPES].sort()).toEqual([...notificationType.enumValues].sort());
    expect(Object.keys(NOTIFICATION_RULES).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it('spaces award names for reading, as /awards does', () => {
    expect(notificationParams(sample('award_won')).award_name).toBe('Best Team Spirit');
  });

  it.each(NOTIFICATION_TYPES)('%s has an icon', (type) => {
    expect(NOTIFICATION_ICONS[type]).toBeTruthy();
  });

  it.each(NOTIFICATION_TYPES)(
    '%s leads to its the product spec target with redirect_key_1 as the id',
    (type) => {
      expect(notificationTarget(sample(type))).toBe(EXPECTED_TARGETS[type]);
    },
  );

  it.each(NOTIFICATION_TYPES)('%s leads to a screen of the app, with or without an id', (type) => {
    const paths = SCREEN_ROUTES.map((route) => route.path);
    for (const redirect of ['17', null]) {
      const screen = notificationTarget(sample(type, redirect))
        .split('?')[0]
        .replace(/(.)\/$/, '$1');
      expect(paths).toContain(screen);
    }
  });

  it.each(NOTIFICATION_TYPES)(
    '%s without a usable id leads to a screen, never to a half-made address',
    (type) => {
      for (const redirect of [null, '', 'abc', '0', '7; x', '12345678901']) {
        const target = notificationTarget(sample(type, redirect));
        expect(target).toMatch(/^\/[a-z-]*\/?$/);
      }
    },
  );
});

describe.each(SUPPORTED_LANGUAGES)('notification texts in %s', (lng) => {
  let t: TFunction<'notifications'>;
  const texts = load(lng);

  beforeAll(async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng,
      fallbackLng: false,
      ns: ['notifications'],
      defaultNS: 'notifications',
      resources: { [lng]: { notifications: texts } },
      interpolation: { escapeValue: false },
    });
    t = instance.getFixedT(lng, 'notifications');
  });

  it.each(NOTIFICATION_TYPES)('%s names only placeholders its dynamic keys fill', (type) => {
    const filled = Object.keys(notificationParams(sample(type)));
    expect(typeof texts[type], `${lng}:${type} exists`).toBe('string');
    const named = placeholders(texts[type]);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(filled, `${lng}:${type} {{${name}}}`).toContain(name);
  });

  it.each(NOTIFICATION_TYPES)('%s renders a text with every placeholder filled', (type) => {
    const notification = sample(type);
    const text = notificationText(t, notification);
    expect(text.trim()).not.toBe('');
    expect(text).not.toBe(type);
    expect(text).not.toMatch(/\{\{|\}\}/);
    const params = notificationParams(notification);
    for (const name of placeholders(texts[type])) {
      expect(text, `${lng}:${type} shows ${name}`).toContain(params[name as keyof typeof params]);
    }
  });
});
