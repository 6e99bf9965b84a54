import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../i18n/languages';
import type { Localized } from '../../../i18n/plural';
import { allInEn, type AllInTranslation } from '../../../i18n/locales/portal/all-in-en';
import { allInId } from '../../../i18n/locales/portal/all-in-id';
import { allInTh } from '../../../i18n/locales/portal/all-in-th';

export type AllInTexts = Localized<AllInTranslation>;

// The all-in texts travel with the auction page rather than with every page's texts, which the
// live list's first load carries within its script budget; all three are a few hundred bytes.
const TEXTS: Record<Language, AllInTexts> = { en: allInEn, id: allInId, th: allInTh };

/** The all-in texts in the interface language; a change of language renders them anew. */
export function useAllInTexts(): AllInTexts {
  const { i18n } = useTranslation();
  return TEXTS[isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE];
}

/** Puts values into a text's `{{name}}` placeholders, as i18next does with the other texts. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
