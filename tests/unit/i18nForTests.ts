/** Initialises the global i18next instance with the English files, synchronously enough for tests. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../public/locales/en/common.json';
import notifications from '../../public/locales/en/notifications.json';
import organizer from '../../public/locales/en/organizer.json';

export async function initTestI18n(): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      ns: ['common', 'notifications', 'organizer'],
      defaultNS: 'common',
      resources: { en: { common, notifications, organizer } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  return i18next;
}
