import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
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

describe('translations', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every English key and no extra one', (language) => {
    const keys = flatten(resources[language].translation);
    const missing = [...english.keys()].filter((key) => !keys.has(key));
    const extra = [...keys.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)('%s has no empty text', (language) => {
    const empty = [...flatten(resources[language].translation)].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s keeps the placeholders of each English text', (language) => {
    const keys = flatten(resources[language].translation);
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\w+\}\}|\$\{\w+\}/g)].map((m) => m[0]).sort();
    const mismatched = [...english].filter(([key, text]) => placeholders(text).join() !== placeholders(keys.get(key)).join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s is translated, not an English copy', (language) => {
    const keys = flatten(resources[language].translation);
    const sentences = [...english].filter(([, text]) => String(text).split(' ').length >= 4);
    const copied = sentences.filter(([key, text]) => keys.get(key) === text).map(([key]) => key);
    expect(copied).toEqual([]);
  });
});
