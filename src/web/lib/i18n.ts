/**
 * i18next set-up: translations load from /locales/{lng}/{ns}.json, the choice is detected
 * from and kept under `i18nextLng` (localStorage and cookie), and <html lang dir> follow the
 * language so right-to-left languages mirror the layout. Each page the server sends preloads the
 * start-up translations of the language it detected (scripts/pages.ts): the app starts from
 * them, and the HTTP backend loads only for what is missing (another language chosen here).
 */
import i18next, { type BackendModule, type InitOptions, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import type HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type enCommon from '../../../public/locales/en/common.json';
import type enNotifications from '../../../public/locales/en/notifications.json';
import type enOrganizer from '../../../public/locales/en/organizer.json';
import { START_NAMESPACES } from '../../shared/languages';
import { FALLBACK_LANGUAGE, languageFor, SUPPORTED_LANGUAGES } from './languages';

export { LANGUAGES, type LanguageOption } from './languages';

export const NAMESPACES = START_NAMESPACES;
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** The id of the page's `<link rel="preload">` of its start-up translations. */
export const PAGE_TRANSLATIONS_ID = 'page-translations';

/** A key of the common namespace, checked by the compiler against the English file. */
export type CommonKey = keyof typeof enCommon;
export type NotificationKey = keyof typeof enNotifications;
export type OrganizerKey = keyof typeof enOrganizer;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof enCommon;
      notifications: typeof enNotifications;
      organizer: typeof enOrganizer;
    };
  }
}

/** The options the browser and the build-time prerender (app/prerender.tsx) share. */
export const I18N_OPTIONS = {
  ns: [...NAMESPACES],
  defaultNS: 'common',
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  load: 'languageOnly',
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
} satisfies InitOptions;

export function applyDocumentLanguage(lng: string | undefined): void {
  const language = languageFor(lng);
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
}

/**
 * The start-up translations the page preloads, if it names any and they arrive (offline, the
 * shell kept by the service worker names none): the HTTP backend loads what is missing.
 */
export async function loadPageTranslations(): Promise<Resource | undefined> {
  const element = document.getElementById(PAGE_TRANSLATIONS_ID);
  const href = element?.getAttribute('href');
  if (!href) return undefined;
  try {
    const answer = await fetch(href);
    return answer.ok ? ((await answer.json()) as Resource) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * i18next-http-backend, imported the first time a translation file is not in the page (another
 * language chosen, or a page without start-up translations), so it is not part of start-up.
 */
function lazyHttpBackend(): BackendModule {
  let initArgs: Parameters<BackendModule['init']> | undefined;
  let backend: Promise<HttpBackend> | undefined;
  return {
    type: 'backend',
    callbackApi: true,
    init(...args) {
      initArgs = args;
    },
    read(language, namespace, callback) {
      backend ??= import('i18next-http-backend').then(
        ({ default: Backend }) => new Backend(...(initArgs ?? [])),
      );
      backend.then(
        (loaded) => loaded.read(language, namespace, callback),
        (error: Error) => {
          // Not loaded (offline, new deploy): the next read tries again; i18next retries it.
          backend = undefined;
          callback(error, true);
        },
      );
    },
  };
}

/**
 * Starts i18next from the page's start-up translations; when the app detects another language
 * than the page's, its files load through the HTTP backend.
 */
export function initI18n(): Promise<unknown> {
  const inline = inlineTranslations();
  return inline ? startI18next(inline) : loadPageTranslations().then(startI18next);
}

/**
 * The translations a prerendered page carries inline: with them, i18next is set up when
 * initI18n returns, and the page's form is taken over at once.
 */
function inlineTranslations(): Resource | undefined {
  const element = document.getElementById(PAGE_TRANSLATIONS_ID);
  return element instanceof HTMLScriptElement && element.textContent
    ? (JSON.parse(element.textContent) as Resource)
    : undefined;
}

function startI18next(pageTranslations: Resource | undefined): Promise<unknown> {
  i18next.on('languageChanged', applyDocumentLanguage);
  return i18next
    .use(lazyHttpBackend())
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      resources: pageTranslations,
      partialBundledLanguages: true,
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['localStorage', 'cookie', 'navigator'],
        caches: ['localStorage', 'cookie'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        lookupCookie: LANGUAGE_STORAGE_KEY,
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
    });
}
