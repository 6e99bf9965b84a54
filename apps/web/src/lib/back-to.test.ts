import { describe, expect, it } from 'vitest';
import { readBackTo } from './back-to';

describe('readBackTo', () => {
  it('reads the list a link came from, with its query and how to name it', () => {
    const backTo = { path: '/auctions/live?make=Honda', labelKey: 'list.title' };
    expect(readBackTo({ backTo })).toEqual(backTo);
  });

  it('keeps the values a name needs, such as a storefront’s name', () => {
    const backTo = {
      path: '/storefronts/3',
      labelKey: 'detail.backToStorefront',
      labelValues: { name: 'Prime Motors' },
    };
    expect(readBackTo({ backTo })).toEqual(backTo);
  });

  it.each([
    ['no state', null],
    ['another shape', { from: '/auctions/live' }],
    ['an address of another site', { backTo: { path: '//evil.test/x', labelKey: 'list.title' } }],
    ['a full URL', { backTo: { path: 'https://evil.test/', labelKey: 'list.title' } }],
    ['no name', { backTo: { path: '/auctions/live' } }],
    [
      'values that are not text',
      { backTo: { path: '/auctions/live', labelKey: 'list.title', labelValues: { name: 3 } } },
    ],
  ])('ignores %s', (_situation, state) => {
    expect(readBackTo(state)).toBeNull();
  });
});
