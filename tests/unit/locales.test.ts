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

/**
 * i18next plurals: `key_one`, `key_other` … (cardinal, with `count`) and `key_ordinal_two` …
 * (ordinal, `ordinal: true`). Each language writes exactly the forms its plural rules have
 * (Intl.PluralRules: English ordinals one, two, few, other; Arabic cardinals zero … other; Japanese
 * only other), so they are compared as groups, not key by key.
 */
const PLURAL_KEY = /^([a-z][A-Za-z0-9]*)_(ordinal_)?(zero|one|two|few|many|other)$/;

/** The keys of a file with each plural group written once, as `base` or `base_ordinal`. */
function keyGroups(keys: readonly string[]): string[] {
  const groups = keys.map((key) => {
    const plural = PLURAL_KEY.exec(key);
    return plural ? `${plural[1]}${plural[2] ? '_ordinal' : ''}` : key;
  });
  return [...new Set(groups)].sort();
}

/** The forms a language must write for a plural group. */
function pluralForms(lng: string, group: string): string[] {
  const ordinal = group.endsWith('_ordinal');
  const rules = new Intl.PluralRules(lng, { type: ordinal ? 'ordinal' : 'cardinal' });
  return rules
    .resolvedOptions()
    .pluralCategories.map((form) => `${group}_${form}`)
    .sort();
}

const isPluralGroup = (keys: readonly string[], group: string) =>
  !keys.includes(group) && keys.some((key) => PLURAL_KEY.test(key) && key.startsWith(`${group}_`));

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
          expect(
            PLURAL_KEY.test(key) || /^[a-z][A-Za-z0-9]*$|^[a-z]+(_[a-z]+)+$/.test(key),
            key,
          ).toBe(true);
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
      }
    });

    it.each(others)('%s has every English key and no other', (lng) => {
      expect(keyGroups(Object.keys(load(lng, ns)))).toEqual(keyGroups(Object.keys(en)));
    });

    it.each(SUPPORTED_LANGUAGES)('%s writes exactly the plural forms of its language', (lng) => {
      const keys = Object.keys(load(lng, ns));
      for (const group of keyGroups(keys).filter((g) => isPluralGroup(keys, g))) {
        const written = keys.filter((key) => PLURAL_KEY.test(key) && keyGroups([key])[0] === group);
        expect(written.sort(), `${lng}/${ns}:${group}`).toEqual(pluralForms(lng, group));
      }
    });

    it.each(others)('%s uses the same interpolation variables per key', (lng) => {
      const translated = load(lng, ns);
      for (const key of Object.keys(en)) {
        if (PLURAL_KEY.test(key)) continue;
        expect(variables(translated[key] ?? ''), `${lng}/${ns}:${key}`).toEqual(variables(en[key]));
      }
      // A plural form says what English's "other" form says; a form for one or two may leave the
      // number out ("one team"), as the language writes it.
      for (const [key, text] of Object.entries(translated)) {
        const plural = PLURAL_KEY.exec(key);
        if (!plural) continue;
        const group = `${plural[1]}_${plural[2] ?? ''}other`;
        const expected = variables(en[group] ?? '');
        if (plural[3] === 'other') expect(variables(text), `${lng}/${ns}:${key}`).toEqual(expected);
        else
          expect(expected, `${lng}/${ns}:${key}`).toEqual(expect.arrayContaining(variables(text)));
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
