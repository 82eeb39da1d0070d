/** The 14 interface languages; `ar` is written right to left. */
export const SUPPORTED_LANGUAGES = [
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
] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isRtl(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}

/**
 * The supported language of a code as browsers, cookies and Accept-Language parts write it
 * ("en-US", "pt_BR", " nl;q=0.8"); undefined when it is none of the 14.
 */
export function parseLanguage(code: string | null | undefined): Language | undefined {
  const base = (code ?? '').trim().toLowerCase().split(/[-_;]/)[0];
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(base) ? (base as Language) : undefined;
}

/** The translation namespaces the web app loads at start (each page preloads them). */
export const START_NAMESPACES = ['common', 'notifications'] as const;
/** Namespaces an area loads with its own screens: the organizer console's. */
export const AREA_NAMESPACES = ['organizer'] as const;
