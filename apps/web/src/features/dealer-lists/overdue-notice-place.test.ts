import { describe, expect, it } from 'vitest';
import { placeOverdueNotice } from './overdue-notice-place';

const LIVE = '/auctions/live';
const PREVIEW = '/auctions/preview';

describe('where the overdue notice shows in a session', () => {
  it('goes up on the first list the dealer opens', () => {
    expect(placeOverdueNotice(null, { path: LIVE, count: 1, isListPage: true })).toEqual({
      path: LIVE,
      count: 1,
    });
  });

  it('stays on that first list when the dealer moves to another list, so it shows only once', () => {
    const held = { path: LIVE, count: 1 };
    expect(placeOverdueNotice(held, { path: PREVIEW, count: 1, isListPage: true })).toBe(held);
  });

  it('waits for a list when the session starts on a page that is not one', () => {
    expect(
      placeOverdueNotice(null, { path: '/auctions/12', count: 1, isListPage: false }),
    ).toBeNull();
  });

  it('goes up again on the list the dealer is on when the overdue count rises', () => {
    const held = { path: LIVE, count: 1 };
    expect(placeOverdueNotice(held, { path: PREVIEW, count: 2, isListPage: true })).toEqual({
      path: PREVIEW,
      count: 2,
    });
  });
});
