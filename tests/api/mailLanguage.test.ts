/**
 * Invitations are written in the language of the request that caused them (issue 38): a new
 * account has no language of its own yet, so its set-password mail follows the language the
 * inviter uses the app in (the i18nextLng cookie the web app keeps), else the inviter's own,
 * else their browser's (Accept-Language), even when the inviter's account was left in English or
 * never chose a language. Every invitation path of the console (crew, a company's contact person,
 * the CSV import) and a company admin's new employee follows it; the new account keeps that
 * language for its later mails. Someone with a language of their own gets their own.
 * The players CSV import names the organizer as who acted, so they are not told of their own import.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addCompanyAdmin,
  createBattleWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { createOrganizerWorld, type OrganizerWorld } from '../helpers/organizer';
import { companies, companyMembers, notifications, users } from '../../src/server/db/schema';
import { inviteTexts } from '../../src/server/features/employees/inviteMail';

const T0 = new Date('2030-06-01T08:00:00.000Z');

/** A mail text of the invitation locale, with its placeholders filled. */
const text = (language: string, key: keyof ReturnType<typeof inviteTexts>, values = {}) =>
  inviteTexts(language)[key].replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => (values as Record<string, string>)[name] ?? '',
  );

describe.each(dbKinds)('invitation mails in the inviter’s language on %s', (kind) => {
  let t: TestApp;
  let w: OrganizerWorld;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(T0);
    w = await createOrganizerWorld(t, T0);
  });

  const db = () => t.database.db;
  const address = (name: string) => `${name}-${++seq}@invitees.test`;
  const accountOf = async (email: string) =>
    (await db().select().from(users).where(eq(users.email, email)))[0];
  const lastMailTo = (email: string) => [...t.mailbox.mails].reverse().find((m) => m.to === email);
  const companyName = async () =>
    (await db().select().from(companies).where(eq(companies.id, w.companyId)))[0].name;

  /** A console call as the organizer, with the app's language cookie and browser languages. */
  const asOrganizer = (
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
    lang: { cookie?: string; accept?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        cookie: lang.cookie ? `${w.organizer}; i18nextLng=${lang.cookie}` : w.organizer,
        ...(lang.accept ? { 'accept-language': lang.accept } : {}),
      },
      payload,
    });

  it('crew invited by an organizer using the app in Arabic get an Arabic mail, though the organizer’s account says English', async () => {
    await db().update(users).set({ language: 'en' }).where(eq(users.id, w.organizerId));
    const battle = await createBattleWith(db(), w.eventId, { name: 'Tug of war' });
    const email = address('crew');
    const res = await asOrganizer(
      'POST',
      '/api/organizer/crew',
      { battle_id: battle.id, email },
      { cookie: 'ar', accept: 'en-US,en;q=0.9' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('crewInvited');

    const mail = lastMailTo(email)!;
    expect(mail.subject).toBe(text('ar', 'crewInviteSubject', { event: 'Console Games' }));
    expect(mail.subject).toBe('أنت مدعو إلى طاقم Console Games');
    expect(mail.text).toContain(
      text('ar', 'crewInviteIntro', {
        inviter: 'Olga Organizer',
        event: 'Console Games',
        battle: 'Tug of war',
      }),
    );
    expect(mail.html).toContain('lang="ar" dir="rtl"');
    // The new account keeps the language for its later mails (a password reset, say).
    expect((await accountOf(email)).language).toBe('ar');
  });

  it('an organizer who never chose a language invites in their browser’s language (German)', async () => {
    const battle = await createBattleWith(db(), w.eventId, { name: 'Sack race' });
    const email = address('crew-de');
    const res = await asOrganizer(
      'POST',
      '/api/organizer/crew',
      { battle_id: battle.id, email },
      { accept: 'de-CH,de;q=0.9,en;q=0.5' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = lastMailTo(email)!;
    expect(mail.subject).toBe('Sie sind in die Crew von Console Games eingeladen');
    expect(mail.text).toContain('Olga Organizer organisiert Console Games');
    expect((await accountOf(email)).language).toBe('de');
  });

  it('a new company’s contact person is invited in the organizer’s app language; an existing account in its own', async () => {
    await db().update(users).set({ language: 'en' }).where(eq(users.id, w.organizerId));
    const email = address('contact');
    const created = await asOrganizer(
      'POST',
      '/api/organizer/companies',
      {
        name: `Polder Works ${seq}`,
        contact_first_name: 'Pieter',
        contact_last_name: 'Polder',
        contact_email: email,
      },
      { cookie: 'de' },
    );
    expect(created.statusCode, created.body).toBe(200);
    const mail = lastMailTo(email)!;
    expect(mail.subject).toBe(`Sie sind eingeladen, Polder Works ${seq} beizutreten`);
    expect(mail.subject).toBe(text('de', 'inviteSubject', { company: `Polder Works ${seq}` }));
    expect(mail.text).toContain(
      text('de', 'contactInviteIntro', {
        inviter: 'Olga Organizer',
        company: `Polder Works ${seq}`,
      }),
    );

    // Someone with an account and a language of their own: their language, not the organizer's.
    const yuki = await createUser(db(), { firstName: 'Yuki', lastName: 'Sato', language: 'ja' });
    const second = await asOrganizer(
      'POST',
      '/api/organizer/companies',
      {
        name: `Sakura Trading ${seq}`,
        contact_first_name: 'Yuki',
        contact_last_name: 'Sato',
        contact_email: yuki.email,
      },
      { cookie: 'ar' },
    );
    expect(second.statusCode, second.body).toBe(200);
    const hers = lastMailTo(yuki.email)!;
    expect(hers.subject).toBe(text('ja', 'addedSubject', { company: `Sakura Trading ${seq}` }));
    expect(hers.html).toContain('lang="ja" dir="ltr"');
  });

  it('a company admin using the app in Arabic invites a new employee in Arabic, whatever their account says', async () => {
    const admin = await createUser(db(), { firstName: 'Nadia', lastName: 'Admin', language: 'nl' });
    await addCompanyAdmin(db(), w.companyId, admin.id);
    const cookie = await sessionCookieFor(db(), admin.id, T0, {
      role: 'contactPerson',
      eventId: w.eventId,
    });
    const email = address('employee');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-employee',
      headers: { cookie: `${cookie}; i18nextLng=ar` },
      payload: { email, first_name: 'Omar', last_name: 'Haddad' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = lastMailTo(email)!;
    const company = await companyName();
    expect(mail.subject).toBe(text('ar', 'inviteSubject', { company }));
    expect(mail.html).toContain('dir="rtl"');
    expect((await accountOf(email)).language).toBe('ar');
  });

  it('the players CSV import invites in the organizer’s app language and tells the team, but not the organizer, of their own import', async () => {
    await db().update(users).set({ language: 'en' }).where(eq(users.id, w.organizerId));
    const company = await companyName();
    const [organizer] = await db().select().from(users).where(eq(users.id, w.organizerId));
    const newcomer = address('player');
    const res = await asOrganizer(
      'POST',
      '/api/organizer/import',
      {
        kind: 'players',
        csv: [
          'email,first_name,last_name,team,company,captain',
          `${organizer.email},Olga,Organizer,Lions,"${company}",no`,
          `${newcomer},Lena,Lions,Lions,"${company}",no`,
          '',
        ].join('\r\n'),
      },
      { cookie: 'de' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'csvImported', created: 2 });

    // Only the new account is invited, in German; the organizer has an account already.
    const mail = lastMailTo(newcomer)!;
    expect(mail.subject).toBe(text('de', 'inviteSubject', { company }));
    expect(lastMailTo(organizer.email)).toBeUndefined();
    expect((await accountOf(newcomer)).language).toBe('de');
    const member = await db()
      .select()
      .from(companyMembers)
      .where(
        and(eq(companyMembers.companyId, w.companyId), eq(companyMembers.userId, w.organizerId)),
      );
    expect(member).toHaveLength(1);

    // The team's players hear who joined; the organizer, who did it, hears nothing of it.
    const told = await db()
      .select({ userId: notifications.userId, type: notifications.messageName })
      .from(notifications)
      .where(eq(notifications.eventId, w.eventId));
    expect(told.filter((row) => row.userId === w.organizerId)).toEqual([]);
    const newcomerId = (await accountOf(newcomer)).id;
    expect(told).toContainEqual({ userId: newcomerId, type: 'player_added' });
    expect(told.filter((row) => row.type === 'player_added').length).toBeGreaterThanOrEqual(3);
  });
});
