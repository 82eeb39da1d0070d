import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../src/shared/languages';
import { buildMail, type MailContext } from '../../src/server/mail/templates';

const LOCALES = path.resolve(__dirname, '../../src/server/mail/locales');
const MAX_SHARE_EQUAL_TO_ENGLISH = 0.2;

function load(lng: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, `${lng}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
}

const en = load('en');
const others = SUPPORTED_LANGUAGES.filter((lng) => lng !== 'en');

describe('mail translations', () => {
  it.each([...SUPPORTED_LANGUAGES])('%s has a locale file', (lng) => {
    expect(fs.existsSync(path.join(LOCALES, `${lng}.json`))).toBe(true);
  });

  it.each(others)('%s has exactly the English keys, all non-empty strings', (lng) => {
    const translated = load(lng);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(translated)) {
      expect(typeof value === 'string' && value.trim() !== '', `${lng}:${key}`).toBe(true);
    }
  });

  it.each(others)('%s uses the same interpolation variables per key', (lng) => {
    const translated = load(lng);
    for (const key of Object.keys(en)) {
      expect(variables(translated[key] ?? ''), `${lng}:${key}`).toEqual(variables(en[key]));
    }
  });

  it.each(others)('%s is really translated (at most 20 % of values equal English)', (lng) => {
    const translated = load(lng);
    const keys = Object.keys(en);
    const same = keys.filter((key) => translated[key] === en[key]);
    expect(
      same.length / keys.length,
      `${lng} equal to English: ${same.join(', ')}`,
    ).toBeLessThanOrEqual(MAX_SHARE_EQUAL_TO_ENGLISH);
  });
});

describe('buildMail', () => {
  const ctx: MailContext = {
    to: 'ada@example.com',
    name: 'Ada',
    language: 'fr',
    link: 'https://example.com/confirm?token=abc',
    brandColor: '#0EA5E9',
  };

  it('writes the confirm mail in French', () => {
    const fr = load('fr');
    const mail = buildMail('confirm', ctx);
    expect(mail.subject).toBe(fr.confirmSubject);
    expect(mail.subject).not.toBe(en.confirmSubject);
    expect(mail.text).toContain('Bonjour Ada,');
    expect(mail.html).toContain('lang="fr"');
    expect(mail.html).toContain('dir="ltr"');
  });

  it('writes the Arabic mail right to left', () => {
    const ar = load('ar');
    const mail = buildMail('confirm', { ...ctx, language: 'ar' });
    expect(mail.subject).toBe(ar.confirmSubject);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
  });
});
