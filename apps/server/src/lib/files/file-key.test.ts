import { describe, expect, it } from 'vitest';
import { contentTypeOfKey, InvalidFileKeyError, parseFileKey, parseKeyPrefix } from './file-key';

describe('file keys', () => {
  it('a server-made key splits into its folder parts', () => {
    expect(parseFileKey('listings/12/photos/ab-12_c.display.webp')).toEqual([
      'listings',
      '12',
      'photos',
      'ab-12_c.display.webp',
    ]);
  });

  it.each([
    ['empty', ''],
    ['parent folder', '../secrets.pdf'],
    ['parent folder inside', 'listings/../../etc/passwd'],
    ['current folder', 'listings/./a.pdf'],
    ['absolute', '/etc/passwd'],
    ['NUL', 'listings/a\0.pdf'],
    ['backslash', 'listings\\..\\a.pdf'],
    ['empty part', 'listings//a.pdf'],
    ['trailing slash', 'listings/'],
    ['hidden (temporary) file', 'listings/.tmp-1'],
    ['space', 'listings/a b.pdf'],
    ['too long', `${'a'.repeat(600)}.pdf`],
  ])('a key with %s is refused', (_, key) => {
    expect(() => parseFileKey(key)).toThrow(InvalidFileKeyError);
  });

  it('a prefix is a folder, a start of a name, or empty; an escaping prefix is refused', () => {
    expect(parseKeyPrefix('listings/12/')).toEqual(['listings', '12']);
    expect(parseKeyPrefix('listings/12/photos/ab')).toEqual(['listings', '12', 'photos']);
    expect(parseKeyPrefix('')).toEqual([]);
    expect(() => parseKeyPrefix('../')).toThrow(InvalidFileKeyError);
    expect(() => parseKeyPrefix('listings/..')).toThrow(InvalidFileKeyError);
  });

  it('the content type comes from the extension; an unknown extension is refused', () => {
    expect(contentTypeOfKey('a/b.webp')).toBe('image/webp');
    expect(contentTypeOfKey('a/b.pdf')).toBe('application/pdf');
    expect(() => contentTypeOfKey('a/b.svg')).toThrow(InvalidFileKeyError);
    expect(() => contentTypeOfKey('a/pdf')).toThrow(InvalidFileKeyError);
  });
});
