import dayjs from 'dayjs';
import 'dayjs/locale/id';
import 'dayjs/locale/th';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import type { Translation } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}

const loaders: Record<Language, () => Promise<Translation>> = {
  en: () => import('./locales/en').then((m) => m.en),
  id: () => import('./locales/id').then((m) => m.id),
  th: () => import('./locales/th').then((m) => m.th),
};

/** Fetches a language's texts when i18next first needs them, so a page carries only its own language. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = isLanguage(language) ? loaders[language] : null;
    if (!load) return callback(new Error(`no texts for ${language}`), false);
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Starts i18next in the given language; dayjs follows so dates read the same as the text. */
export async function initI18n(language: Language): Promise<typeof i18n> {
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
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
