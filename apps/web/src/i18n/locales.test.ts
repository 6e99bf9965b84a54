import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './languages';
import { splitPluralKey } from './plural';
import { resources } from './resources';

/** Every key path of a nested resource object, with the value found there. */
function flatten(tree: object, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      flatten(value as object, path).forEach((v, k) => entries.set(k, v));
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

const english = flatten(resources.en.translation);

/**
 * The keys a language must have: the English ones, except that a plural text has one key per
 * plural category of that language (`Intl.PluralRules`): `_one` and `_other` in English, only
 * `_other` in Indonesian and Thai.
 */
function expectedKeys(language: Language): Set<string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return new Set(
    [...english.keys()].flatMap((key) => {
      const { base, category } = splitPluralKey(key);
      return category === undefined ? [key] : categories.map((c) => `${base}_${c}`);
    }),
  );
}

/** The English text a translated key renders: the same key, or the English `_other` form of a plural. */
function englishOf(key: string): unknown {
  return english.get(key) ?? english.get(`${splitPluralKey(key).base}_other`);
}

describe('translations', () => {
  it.each(LANGUAGES)(
    '%s has every English key, in its own plural forms, and no extra one',
    (language) => {
      const keys = flatten(resources[language].translation);
      const expected = expectedKeys(language);
      const missing = [...expected].filter((key) => !keys.has(key));
      const extra = [...keys.keys()].filter((key) => !expected.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it('counts in English say "1 overdue payment" and "2 overdue payments", never "payment(s)"', () => {
    expect(english.get('header.overdue_one')).toBe('{{count}} overdue payment');
    expect(english.get('header.overdue_other')).toBe('{{count}} overdue payments');
    expect([...english].filter(([, text]) => String(text).includes('(s)'))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty text', (language) => {
    const empty = [...flatten(resources[language].translation)].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s keeps the placeholders of each English text',
    (language) => {
      const keys = flatten(resources[language].translation);
      const placeholders = (text: unknown) =>
        [...String(text).matchAll(/\{\{\w+\}\}|\$\{\w+\}/g)].map((m) => m[0]).sort();
      const mismatched = [...keys].filter(
        ([key, text]) => placeholders(text).join() !== placeholders(englishOf(key)).join(),
      );
      expect(mismatched.map(([key]) => key)).toEqual([]);
    },
  );

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s is translated, not an English copy',
    (language) => {
      const keys = flatten(resources[language].translation);
      const sentences = [...keys].filter(([key]) => String(englishOf(key)).split(' ').length >= 4);
      const copied = sentences.filter(([key, text]) => englishOf(key) === text).map(([key]) => key);
      expect(copied).toEqual([]);
    },
  );

  it('Thai names floor-stock financing one way, in Thai script, on every side', () => {
    const thai = [...flatten(resources.th.translation)];
    expect(thai.filter(([, text]) => /floor\s*stock/i.test(String(text)))).toEqual([]);
    expect(thai.filter(([, text]) => String(text).includes('ฟลอร์สต็อก')).length).toBeGreaterThan(5);
  });
});
