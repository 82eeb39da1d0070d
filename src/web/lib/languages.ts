/**
 * The 14 interface languages (src/shared/languages) as the /language screen shows them:
 * each with its name in itself and a flag, in the order of product.md §1.
 */
import {
  FALLBACK_LANGUAGE,
  isRtl,
  parseLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from '../../shared/languages';

export { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES };

export interface LanguageOption {
  code: Language;
  /** The language's name in itself, shown untranslated so everyone finds their own. */
  nativeName: string;
  /** ISO 3166 country code of the flag shown next to it. */
  flag: string;
  dir: 'ltr' | 'rtl';
}

const NATIVE_NAMES_AND_FLAGS: Record<Language, [nativeName: string, flag: string]> = {
  en: ['English', 'GB'],
  fr: ['Français', 'FR'],
  nl: ['Nederlands', 'NL'],
  ar: ['العربية', 'SA'],
  de: ['Deutsch', 'DE'],
  es: ['Español', 'ES'],
  pt: ['Português', 'PT'],
  it: ['Italiano', 'IT'],
  ru: ['Русский', 'RU'],
  zh: ['中文', 'CN'],
  ja: ['日本語', 'JP'],
  ko: ['한국어', 'KR'],
  tr: ['Türkçe', 'TR'],
  hi: ['हिन्दी', 'IN'],
};

export const LANGUAGES: readonly LanguageOption[] = SUPPORTED_LANGUAGES.map((code) => {
  const [nativeName, flag] = NATIVE_NAMES_AND_FLAGS[code];
  return { code, nativeName, flag, dir: isRtl(code) ? 'rtl' : 'ltr' };
});

/** The supported language for a detected code such as "en-US" or "pt_BR", else English. */
export function languageFor(code: string | undefined): LanguageOption {
  const parsed = parseLanguage(code);
  return (
    LANGUAGES.find((language) => language.code === parsed) ??
    LANGUAGES.find((language) => language.code === FALLBACK_LANGUAGE)!
  );
}
