import type { Localized } from './plural';
import type { Language } from './languages';
import { en, type Translation } from './locales/en';
import { id } from './locales/id';
import { th } from './locales/th';

export const resources: Record<Language, { translation: Localized<Translation> }> = {
  en: { translation: en },
  id: { translation: id },
  th: { translation: th },
};
