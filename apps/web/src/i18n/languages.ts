import { LANGUAGES, type Language } from '@autobid/contract';

export { LANGUAGES, type Language };

/** The spec leaves the default language open; English is what every market's dealers share. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Spec §3: the chosen language is kept in local storage under `ln`. */
export const LANGUAGE_STORAGE_KEY = 'ln';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the language still applies for this page view.
  }
}

/** Spec §4: changing the language stores it under `ln` and reloads the page. */
export function changeLanguageAndReload(language: Language): void {
  storeLanguage(language);
  window.location.reload();
}

/** The BCP 47 locale used for numbers and money in each interface language. */
export const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', id: 'id-ID', th: 'th-TH' };
