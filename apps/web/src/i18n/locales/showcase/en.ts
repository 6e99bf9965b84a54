/** English strings of the showcase screens; `id.ts` and `th.ts` have exactly the same keys. */
export const showcaseEn = {
  title: 'Storefronts',
};

export type ShowcaseTranslation = typeof showcaseEn;
