import type { Localized } from './plural';
import type { Language } from './languages';
import { enCore, type Translation } from './locales/en';
import { enSides } from './locales/en-sides';
import { id } from './locales/id';
import { idSides } from './locales/id-sides';
import { th } from './locales/th';
import { thSides } from './locales/th-sides';

/** Every text of every language at once, as the tests read them (the app loads them in parts). */
export const resources: Record<Language, { translation: Localized<Translation> }> = {
  en: { translation: { ...enCore, ...enSides } },
  id: { translation: { ...id, ...idSides } },
  th: { translation: { ...th, ...thSides } },
};
