import dayjs from 'dayjs';
import 'dayjs/locale/id';
import 'dayjs/locale/th';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { enCore, type Translation } from './locales/en';
import type { Localized } from './plural';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}

// English is the default and the fallback, so it comes with the app (the sellers' and staff's
// part with their sides, `side-texts.ts`); the others load whole when chosen.
const english = enCore as Localized<Translation>;
const loaders: Record<Language, () => Promise<Localized<Translation>>> = {
  en: () => Promise.resolve(english),
  id: () => import('./locales/id').then((m) => m.id),
  th: () => import('./locales/th').then((m) => m.th),
};

/** Fetches a language's texts into i18next unless they are there already. */
async function loadTexts(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loaders[language]());
}

/** Starts i18next in the given language; dayjs follows so dates read the same as the text. */
export async function initI18n(language: Language): Promise<typeof i18n> {
  const texts = language === DEFAULT_LANGUAGE ? english : await loaders[language]();
  await i18n.use(initReactI18next).init({
    resources: { [DEFAULT_LANGUAGE]: { translation: english }, [language]: { translation: texts } },
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
  if (i18n.language !== language) {
    void loadTexts(language).then(() => i18n.changeLanguage(language));
  }
  dayjs.locale(language);
  document.documentElement.lang = language;
}

export { i18n };
