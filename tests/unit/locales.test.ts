import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_NAMESPACES, START_NAMESPACES, SUPPORTED_LANGUAGES } from '../../src/shared/languages';

const LOCALES = path.resolve(__dirname, '../../public/locales');
const NAMESPACES = [...START_NAMESPACES, ...AREA_NAMESPACES];
/** Values that may stay the same as English: the version label, and words languages share. */
const MAX_SHARE_EQUAL_TO_ENGLISH = 0.2;

function load(lng: string, ns: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
}

const others = SUPPORTED_LANGUAGES.filter((lng) => lng !== 'en');

describe('translations', () => {
  it('exist for exactly the 14 languages', () => {
    expect(SUPPORTED_LANGUAGES).toHaveLength(14);
    expect(fs.readdirSync(LOCALES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  describe.each(NAMESPACES)('namespace %s', (ns) => {
    const en = load('en', ns);

    it('English has keys, all camelCase or notification types, all non-empty strings', () => {
      expect(Object.keys(en).length).toBeGreaterThan(0);
      // 'Unauthorized' is the one server message product.md §8 spells as a word; it is translated too.
      const serverWords = ['Unauthorized'];
      for (const [key, value] of Object.entries(en)) {
        if (!serverWords.includes(key))
          expect(key).toMatch(/^[a-z][A-Za-z0-9]*$|^[a-z]+(_[a-z]+)+$/);
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
      }
    });

    it.each(others)('%s has every English key and no other', (lng) => {
      expect(Object.keys(load(lng, ns)).sort()).toEqual(Object.keys(en).sort());
    });

    it.each(others)('%s uses the same interpolation variables per key', (lng) => {
      const translated = load(lng, ns);
      for (const key of Object.keys(en)) {
        expect(variables(translated[key] ?? ''), `${lng}/${ns}:${key}`).toEqual(variables(en[key]));
      }
    });

    it.each(others)('%s is really translated (under 20 % of values equal English)', (lng) => {
      const translated = load(lng, ns);
      const keys = Object.keys(en);
      const same = keys.filter((key) => translated[key] === en[key]);
      expect(
        same.length / keys.length,
        `${lng}/${ns} equal to English: ${same.join(', ')}`,
      ).toBeLessThan(MAX_SHARE_EQUAL_TO_ENGLISH);
    });

    it.each(others)('%s has no empty values', (lng) => {
      for (const [key, value] of Object.entries(load(lng, ns))) {
        expect(typeof value === 'string' && value.trim() !== '', `${lng}/${ns}:${key}`).toBe(true);
      }
    });
  });
});
