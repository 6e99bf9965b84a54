/** The plural categories of `Intl.PluralRules` that i18next appends to a key (`_one`, `_other`…). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralCategory = (typeof PLURAL_CATEGORIES)[number];
type NarrowForm = `${string}_${Exclude<PluralCategory, 'other'>}`;

/**
 * The texts of another language, shaped like the English ones except for plural forms: English has
 * `_one` and `_other`, a language without grammatical number (Indonesian, Thai) only `_other`.
 */
export type Localized<T> = {
  [K in keyof T as K extends NarrowForm ? never : K]: T[K] extends string
    ? string
    : Localized<T[K]>;
} & {
  [K in keyof T as K extends NarrowForm ? K : never]?: string;
};

/** A key without its plural suffix, and the suffix's category (`undefined` for a plain key). */
export function splitPluralKey(key: string): {
  base: string;
  category: PluralCategory | undefined;
} {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match
    ? { base: match[1]!, category: match[2] as PluralCategory }
    : { base: key, category: undefined };
}
