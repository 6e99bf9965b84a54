import { AUCTION_STATUSES } from '@autobid/auction';
import { describe, expect, it } from 'vitest';
import { isWatchable } from './watchable';

describe('isWatchable', () => {
  it('offers follow and pin on an auction in preview or live before its end', () => {
    expect(isWatchable('preview', false)).toBe(true);
    expect(isWatchable('active', false)).toBe(true);
  });

  it('offers nothing on a live auction whose end time has passed, before the close arrives', () => {
    expect(isWatchable('active', true)).toBe(false);
  });

  it('offers nothing on an auction in any status after the close', () => {
    const closed = AUCTION_STATUSES.filter((status) => !['preview', 'active'].includes(status));
    for (const status of closed) expect(isWatchable(status, false)).toBe(false);
  });
});
