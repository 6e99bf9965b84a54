import type { ShowcaseTranslation } from './en';

export const showcaseId: ShowcaseTranslation = {
  title: 'Etalase',
};
