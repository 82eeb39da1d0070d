// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, LANGUAGES } from '../../src/web/lib/i18n';

describe('interface languages', () => {
  it('are the 14 of product.md §1, each with a native name and a flag', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual([
      'en',
      'fr',
      'nl',
      'ar',
      'de',
      'es',
      'pt',
      'it',
      'ru',
      'zh',
      'ja',
      'ko',
      'tr',
      'hi',
    ]);
    for (const language of LANGUAGES) {
      expect(language.nativeName.length).toBeGreaterThan(1);
      expect(language.flag).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('Arabic turns the page right-to-left, and back', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('a regional code uses its language, an unknown one English', () => {
    applyDocumentLanguage('en-US');
    expect(document.documentElement.lang).toBe('en');
    applyDocumentLanguage('pt_BR');
    expect(document.documentElement.lang).toBe('pt');
    applyDocumentLanguage('xx');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
