import { describe, expect, it } from 'vitest';
import { allInEn } from '../../../i18n/locales/portal/all-in-en';
import { allInId } from '../../../i18n/locales/portal/all-in-id';
import { allInTh } from '../../../i18n/locales/portal/all-in-th';
import { fillText } from './all-in-texts';

/** Every text of a tree by its key path. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null)
      flatten(value as object, path).forEach((text, k) => entries.set(k, text));
    else entries.set(path, String(value));
  }
  return entries;
}

const placeholders = (text: string | undefined) =>
  [...String(text).matchAll(/\{\{\w+\}\}/g)].map((m) => m[0]).sort();

describe('all-in texts', () => {
  const english = flatten(allInEn);

  it.each([
    ['id', allInId],
    ['th', allInTh],
  ])('%s has every English key, none empty, with the English placeholders', (_, texts) => {
    const translated = flatten(texts);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    expect([...translated].filter(([, text]) => text.trim() === '')).toEqual([]);
    const mismatched = [...translated].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(english.get(key)).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('fills each placeholder with its value and leaves an unknown one as written', () => {
    expect(fillText('All-in {{amount}}', { amount: 'MYR 1,000' })).toBe('All-in MYR 1,000');
    expect(fillText('{{fee}} and {{other}}', { fee: 'Admin fee' })).toBe('Admin fee and {{other}}');
  });
});
