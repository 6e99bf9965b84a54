import dayjs from 'dayjs';
import 'dayjs/locale/id';
import 'dayjs/locale/th';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import type { Translation } from './locales/en';
import { resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}

/** Starts i18next in the given language; dayjs follows so dates read the same as the text. */
export async function initI18n(language: Language): Promise<typeof i18n> {
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(language);
  return i18n;
}

/** Switches text, dates and the document language together (no reload: used right after sign-in). */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  dayjs.locale(language);
  document.documentElement.lang = language;
}

export { i18n };
