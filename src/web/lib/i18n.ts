/**
 * i18next set-up: translations load from /locales/{lng}/{ns}.json, the choice is detected
 * from and kept under `i18nextLng` (localStorage and cookie), and <html lang dir> follow the
 * language so right-to-left languages mirror the layout.
 */
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type enCommon from '../../../public/locales/en/common.json';
import type enNotifications from '../../../public/locales/en/notifications.json';
import { FALLBACK_LANGUAGE, languageFor, SUPPORTED_LANGUAGES } from './languages';

export { LANGUAGES, type LanguageOption } from './languages';

export const NAMESPACES = ['common', 'notifications'] as const;
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** A key of the common namespace, checked by the compiler against the English file. */
export type CommonKey = keyof typeof enCommon;
export type NotificationKey = keyof typeof enNotifications;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof enCommon; notifications: typeof enNotifications };
  }
}

export function applyDocumentLanguage(lng: string | undefined): void {
  const language = languageFor(lng);
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
}

export function initI18n(): Promise<unknown> {
  i18next.on('languageChanged', applyDocumentLanguage);
  return i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ns: [...NAMESPACES],
      defaultNS: 'common',
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'languageOnly',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['localStorage', 'cookie', 'navigator'],
        caches: ['localStorage', 'cookie'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        lookupCookie: LANGUAGE_STORAGE_KEY,
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}
