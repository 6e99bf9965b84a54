import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-link';

describe('bannerTarget', () => {
  it('keeps an in-app path in the app', () => {
    expect(bannerTarget('/storefronts/7')).toEqual({ kind: 'app', path: '/storefronts/7' });
  });

  it('opens an http(s) address as another site', () => {
    expect(bannerTarget('https://autobid.test/promo')).toEqual({
      kind: 'web',
      url: 'https://autobid.test/promo',
    });
  });

  it.each([
    null,
    '',
    '   ',
    '//evil.test/x',
    '/\\evil.test',
    'javascript:alert(1)',
    'storefronts/7',
  ])('follows nothing for %j', (link) => {
    expect(bannerTarget(link)).toBeNull();
  });
});
