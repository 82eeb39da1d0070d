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
