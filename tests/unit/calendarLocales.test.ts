/**
 * The calendar feed's words (src/server/features/event/calendarLocales): every language has
 * them all, with the same placeholders, really translated; an unset language reads English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../src/shared/languages';
import { calendarTexts } from '../../src/server/features/event/calendarTexts';

const LOCALES = path.resolve(__dirname, '../../src/server/features/event/calendarLocales');
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

describe('calendar feed translations', () => {
  it('exist for exactly the 14 languages', () => {
    expect(fs.readdirSync(LOCALES).sort()).toEqual(
      SUPPORTED_LANGUAGES.map((lng) => `${lng}.json`).sort(),
    );
  });

  it.each(others)('%s has exactly the English keys, all non-empty strings', (lng) => {
    const translated = load(lng);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(translated)) {
      expect(typeof value === 'string' && value.trim() !== '', `${lng}:${key}`).toBe(true);
    }
  });

  it.each(others)('%s uses the same placeholders per key', (lng) => {
    const translated = load(lng);
    for (const key of Object.keys(en)) {
      expect(variables(translated[key] ?? ''), `${lng}:${key}`).toEqual(variables(en[key]));
    }
  });

  it.each(others)('%s is really translated (at most 20 % of values equal English)', (lng) => {
    const translated = load(lng);
    const same = Object.keys(en).filter((key) => translated[key] === en[key]);
    expect(same.length / Object.keys(en).length, same.join(', ')).toBeLessThanOrEqual(
      MAX_SHARE_EQUAL_TO_ENGLISH,
    );
  });

  it('reads English for an unset or unknown language, and a region code as its language', () => {
    expect(calendarTexts(null)).toEqual(en);
    expect(calendarTexts('xx')).toEqual(en);
    expect(calendarTexts('fr-CA')).toEqual(load('fr'));
  });
});
