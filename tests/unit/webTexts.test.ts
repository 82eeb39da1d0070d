/**
 * The server's reader of the web app's translations (http/webTexts.ts), which pushes and the HR
 * file's header row use: a text in the language asked, English where that language has no such
 * key, the key itself where no language has it, and no file outside the closed lists.
 */
import { describe, expect, it } from 'vitest';
import { webText, webTexts, type WebNamespace } from '../../src/server/http/webTexts';
import type { Language } from '../../src/shared/languages';
import arNotifications from '../../public/locales/ar/notifications.json';
import arOrganizer from '../../public/locales/ar/organizer.json';
import enOrganizer from '../../public/locales/en/organizer.json';

describe('webText', () => {
  it('gives the Arabic text of an Arabic key, in either namespace', () => {
    expect(webText('ar', 'organizer', 'hrColumnTeam')).toBe(arOrganizer.hrColumnTeam);
    expect(webText('ar', 'organizer', 'hrColumnTeam')).not.toBe(enOrganizer.hrColumnTeam);
    expect(webText('ar', 'notifications', 'pushTestTitle')).toBe(arNotifications.pushTestTitle);
  });

  it('falls back to English for a key the language lacks, then to the key', () => {
    // Arabic ordinals have only the `other` form, so `_one` is English's alone.
    expect('hrPlace_ordinal_one' in arOrganizer).toBe(false);
    expect(webText('ar', 'organizer', 'hrPlace_ordinal_one')).toBe(enOrganizer.hrPlace_ordinal_one);
    expect(webText('ar', 'organizer', 'noSuchKeyAnywhere')).toBe('noSuchKeyAnywhere');
  });

  it('reads each file once', () => {
    expect(webTexts('ar', 'organizer')).toBe(webTexts('ar', 'organizer'));
  });

  it('refuses a language or a namespace outside the lists, so no path comes from outside', () => {
    expect(() => webTexts('../en' as Language, 'organizer')).toThrow();
    expect(() => webTexts('en', '../../package' as WebNamespace)).toThrow();
  });
});
