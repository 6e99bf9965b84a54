import { afterEach, describe, expect, it } from 'vitest';
import { LIST_DENSITY_KEY, readListDensity, saveListDensity } from './list-density';

afterEach(() => window.localStorage.clear());

describe('the lists’ density (cards or compact rows)', () => {
  it('starts compact on a phone and with cards on a desk when the dealer has not chosen', () => {
    expect(readListDensity(true)).toBe('compact');
    expect(readListDensity(false)).toBe('cards');
  });

  it('remembers the dealer’s choice in local storage, and it wins over the screen’s default', () => {
    saveListDensity('cards');
    expect(window.localStorage.getItem(LIST_DENSITY_KEY)).toBe('cards');
    expect(readListDensity(true)).toBe('cards');
    saveListDensity('compact');
    expect(readListDensity(false)).toBe('compact');
  });

  it('ignores a damaged stored value and falls back to the screen’s default', () => {
    window.localStorage.setItem(LIST_DENSITY_KEY, 'tiny');
    expect(readListDensity(true)).toBe('compact');
    expect(readListDensity(false)).toBe('cards');
  });
});
