import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import type { Translation, TranslationCore } from './locales/en';
import type { SideTranslation } from './locales/en-sides';
import type { Localized } from './plural';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}

// Each language's texts are a chunk of their own, and only the chosen one loads: every language has
// every text (locales.test.ts), so none falls back on another. The seller portal's and back
// office's texts load with those sides (`loadSideTexts`), so the dealer's pages do not carry them.
const loaders: Record<Language, () => Promise<Localized<TranslationCore>>> = {
  en: () => import('./locales/en').then((m) => m.enCore),
  id: () => import('./locales/id').then((m) => m.id),
  th: () => import('./locales/th').then((m) => m.th),
};
const sideLoaders: Record<Language, () => Promise<Localized<SideTranslation>>> = {
  en: () => import('./locales/en-sides').then((m) => m.enSides),
  id: () => import('./locales/id-sides').then((m) => m.idSides),
  th: () => import('./locales/th-sides').then((m) => m.thSides),
};
/** Whether a side's frame has asked for its texts: a change of language then loads them too. */
let isWithSides = false;

async function loadSides(language: Language): Promise<void> {
  if (i18n.getResource(language, 'translation', 'frames') !== undefined) return;
  i18n.addResourceBundle(language, 'translation', await sideLoaders[language](), true, false);
}

/** Fetches a language's texts into i18next unless they are there already. */
async function loadTexts(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loaders[language](), true, false);
  }
  if (isWithSides) await loadSides(language);
}

/**
 * The seller portal's and back office's texts in the current language (and in any language
 * chosen later); their frames load with them.
 */
export async function loadSideTexts(): Promise<void> {
  isWithSides = true;
  await loadSides(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
}

/** Starts i18next in the given language (Ant Design's pickers follow in `antd-locale.ts`). */
export async function initI18n(language: Language): Promise<typeof i18n> {
  const texts = await loaders[language]();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: texts } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(language);
  return i18n;
}

/** Switches the text and the document language together (no reload: used right after sign-in). */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) {
    void loadTexts(language).then(() => i18n.changeLanguage(language));
  }
  document.documentElement.lang = language;
}

export { i18n };
