import { describe, expect, it } from 'vitest';
import { isLoginPath, safeRedirectPath } from './safe-redirect';

const origin = 'https://autobid.test';

describe('safeRedirectPath', () => {
  it('keeps a relative path with its query and hash', () => {
    expect(safeRedirectPath('/auctions/7?tab=bids#top', '/home', origin)).toBe(
      '/auctions/7?tab=bids#top',
    );
  });

  it.each([
    ['an absolute URL to another site', 'https://evil.test/x'],
    ['a protocol-relative URL', '//evil.test/x'],
    ['a backslash trick', '/\\evil.test'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a path without a leading slash', 'auctions/7'],
    ['the login page itself', '/login?redirectUrl=/x'],
    ['an empty value', ''],
  ])('falls back for %s', (_situation, raw) => {
    expect(safeRedirectPath(raw, '/home', origin)).toBe('/home');
  });

  it('falls back when no redirect is given', () => {
    expect(safeRedirectPath(null, '/home', origin)).toBe('/home');
  });
});

describe('isLoginPath', () => {
  it('recognises the login page and its sub-steps but not other pages', () => {
    expect(isLoginPath('/login')).toBe(true);
    expect(isLoginPath('/login/verify')).toBe(true);
    expect(isLoginPath('/loginx')).toBe(false);
    expect(isLoginPath('/auctions/live')).toBe(false);
  });
});
