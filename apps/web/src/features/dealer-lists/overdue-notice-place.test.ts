import { describe, expect, it } from 'vitest';
import { placeOverdueNotice } from './overdue-notice-place';

const LIVE = '/auctions/live';
const PREVIEW = '/auctions/preview';
const AUCTION = '/auctions/12';

describe('where the overdue notice shows in a session', () => {
  it('goes up on the first list the dealer opens', () => {
    expect(placeOverdueNotice(null, { path: LIVE, count: 1, isListPage: true })).toEqual({
      path: LIVE,
      count: 1,
    });
  });

  it('stays while the dealer is on that list', () => {
    const held = { path: LIVE, count: 1 };
    expect(placeOverdueNotice(held, { path: LIVE, count: 1, isListPage: true })).toBe(held);
  });

  it('is spent once the dealer leaves that list, even on coming back to it', () => {
    const left = placeOverdueNotice(
      { path: LIVE, count: 1 },
      { path: PREVIEW, count: 1, isListPage: true },
    );
    expect(left).toEqual({ path: null, count: 1 });
    expect(placeOverdueNotice(left, { path: LIVE, count: 1, isListPage: true })).toBe(left);
  });

  it('waits for a list when the session starts on a page that is not one', () => {
    expect(placeOverdueNotice(null, { path: AUCTION, count: 1, isListPage: false })).toBeNull();
  });

  it('goes up again on the list the dealer is on when the overdue count rises', () => {
    const spent = { path: null, count: 1 };
    expect(placeOverdueNotice(spent, { path: PREVIEW, count: 2, isListPage: true })).toEqual({
      path: PREVIEW,
      count: 2,
    });
    expect(placeOverdueNotice(spent, { path: AUCTION, count: 2, isListPage: false })).toBe(spent);
  });
});
