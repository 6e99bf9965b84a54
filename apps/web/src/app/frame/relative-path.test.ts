import { describe, expect, it } from 'vitest';
import { relativeTo } from './relative-path';

describe('a page path under its side', () => {
  it('is the rest of the path below the base', () => {
    expect(relativeTo('/seller', '/seller/auctions/live')).toBe('auctions/live');
    expect(relativeTo('/back-office', '/back-office/run-sheet')).toBe('run-sheet');
  });

  it('a path outside the base is a programming error, not a silent mismatch', () => {
    expect(() => relativeTo('/seller', '/sellers/auctions')).toThrow();
    expect(() => relativeTo('/seller', '/auctions/live')).toThrow();
  });
});
