import type { Localized } from './plural';
import type { Language } from './languages';
import { enCore, type Translation } from './locales/en';
import { enSides } from './locales/en-sides';
import { id } from './locales/id';
import { th } from './locales/th';

export const resources: Record<Language, { translation: Localized<Translation> }> = {
  en: { translation: { ...enCore, ...enSides } },
  id: { translation: id },
  th: { translation: th },
};
