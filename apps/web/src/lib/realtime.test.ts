import { afterEach, describe, expect, it } from 'vitest';
import {
  getLastNoticeId,
  oncePerNotice,
  replayNotice,
  setLastNoticeId,
  subscribeRealtime,
} from './realtime';

describe('private notices arrive at least once and are shown once', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    setLastNoticeId(0, true);
  });

  it('a notice delivered twice (a relay retry, then the catch-up) reaches the handler once', () => {
    const seen: unknown[] = [];
    stops.push(
      subscribeRealtime('general', 'private-user.7', 'bid.outbid', (data) => seen.push(data)),
    );
    const outbid = { auction_id: 3, amount: 21_000, your_amount: 20_000, notice_id: 41 };
    replayNotice('bid.outbid', outbid);
    replayNotice('bid.outbid', { ...outbid });
    replayNotice('bid.outbid', { ...outbid, amount: 22_000, notice_id: 42 });
    expect(seen).toEqual([outbid, { ...outbid, amount: 22_000, notice_id: 42 }]);
    expect(getLastNoticeId()).toBe(42);
  });

  it('each handler of the same event gets the notice once, not only the first handler', () => {
    const first: unknown[] = [];
    const second: unknown[] = [];
    stops.push(
      subscribeRealtime('general', 'private-user.7', 'offer.received', (d) => first.push(d)),
      subscribeRealtime('general', 'private-user.7', 'offer.received', (d) => second.push(d)),
    );
    replayNotice('offer.received', { auction_id: 3, notice_id: 5 });
    replayNotice('offer.received', { auction_id: 3, notice_id: 5 });
    expect([first.length, second.length]).toEqual([1, 1]);
  });

  it('a replayed notice does not reach public channels or other events', () => {
    const publicSeen: unknown[] = [];
    const otherSeen: unknown[] = [];
    stops.push(
      subscribeRealtime('auction', 'auction.3', 'bid.outbid', (d) => publicSeen.push(d)),
      subscribeRealtime('general', 'private-user.7', 'auction.won', (d) => otherSeen.push(d)),
    );
    replayNotice('bid.outbid', { auction_id: 3, notice_id: 9 });
    expect([publicSeen, otherSeen]).toEqual([[], []]);
  });

  it('events without a notice id (public updates) are never dropped as duplicates', () => {
    const seen: unknown[] = [];
    const handler = oncePerNotice((data) => seen.push(data));
    const update = { id: 3, bid_count: 4 };
    handler(update);
    handler(update);
    expect(seen).toHaveLength(2);
  });

  it('remembers only the newest ids: a very old id is let through again rather than kept forever', () => {
    const seen: unknown[] = [];
    const handler = oncePerNotice((data) => seen.push(data), 2);
    for (const id of [1, 2, 3, 1]) handler({ notice_id: id });
    expect(seen).toHaveLength(4);
    handler({ notice_id: 3 });
    expect(seen).toHaveLength(4);
  });
});
