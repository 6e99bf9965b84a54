import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeHeldNews, encodeHeldNews, type HeldNews, type HeldNewsBus } from './held-news';
import { createRedisHeldNews } from './held-news-redis';

const news: HeldNews = {
  auctionId: 7,
  from: '1001',
  change: {
    version: '1002',
    stamp: '88:3',
    auction: { highestAmount: 20_500, bidCount: 2, updatedAt: new Date('2026-12-02T10:00:00Z') },
    bids: [
      {
        id: 41,
        userId: 3,
        bidderNo: 2,
        amount: 20_500,
        kind: 'manual',
        bidType: null,
        createdAt: new Date('2026-12-02T10:00:00Z'),
      },
    ],
    standing: [{ id: 5, userId: 4, groupId: 9, ceiling: 30_000, commitSeq: 1 }],
  },
};

describe('held news between nodes', () => {
  it('comes back from its encoding exactly as it was told, dates as dates', () => {
    const heard = decodeHeldNews(encodeHeldNews(news));
    expect(heard).toEqual(news);
    expect(heard!.change.bids[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('anything but news of this shape is refused as no news', () => {
    expect(decodeHeldNews(Buffer.from('not a structured clone'))).toBeNull();
    expect(
      decodeHeldNews(encodeHeldNews({ ...news, from: 1001 } as unknown as HeldNews)),
    ).toBeNull();
    const oldBid = { ...news.change.bids[0]!, createdAt: '2026-12-02T10:00:00Z' };
    const withTextDates = { ...news, change: { ...news.change, bids: [oldBid] } };
    expect(decodeHeldNews(encodeHeldNews(withTextDates as unknown as HeldNews))).toBeNull();
  });

  const redisUrl = process.env.REDIS_URL;
  const opened: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const item of opened.splice(0)) await item.close();
  });

  describe.skipIf(!redisUrl)('through Redis', () => {
    const quiet = { info() {}, warn() {}, error() {} };
    async function nodeOn(channel: string, heard: HeldNews[]): Promise<HeldNewsBus> {
      const bus = await createRedisHeldNews({
        url: redisUrl!,
        channel,
        logger: quiet,
        hear: (n) => heard.push(n),
      });
      opened.push(bus);
      return bus;
    }
    async function until(check: () => boolean) {
      for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
    }

    it('a node’s news reaches the other nodes once and never comes back to the node itself', async () => {
      const channel = `test:held-news:${randomUUID()}`;
      const atA: HeldNews[] = [];
      const atB: HeldNews[] = [];
      const atC: HeldNews[] = [];
      const a = await nodeOn(channel, atA);
      await nodeOn(channel, atB);
      await nodeOn(channel, atC);
      a.publish(news);
      await until(() => atB.length > 0 && atC.length > 0);
      // A message of another node after it: by then A's own echo would have arrived.
      const probe = new Redis(redisUrl!);
      await probe.publish(
        channel,
        Buffer.concat([Buffer.from(`${randomUUID()}\n`), encodeHeldNews(news)]),
      );
      await until(() => atB.length > 1);
      await probe.quit();
      expect(atB).toEqual([news, news]);
      expect(atC).toEqual([news, news]);
      expect(atA).toEqual([news]);
    });

    it('a malformed message on the channel is ignored and the news after it is heard', async () => {
      const channel = `test:held-news:${randomUUID()}`;
      const heard: HeldNews[] = [];
      await nodeOn(channel, heard);
      const probe = new Redis(redisUrl!);
      await probe.publish(channel, 'no header at all');
      await probe.publish(
        channel,
        Buffer.concat([Buffer.from(`${randomUUID()}\n`), Buffer.from('junk')]),
      );
      await probe.publish(
        channel,
        Buffer.concat([Buffer.from(`${randomUUID()}\n`), encodeHeldNews(news)]),
      );
      await until(() => heard.length > 0);
      await probe.quit();
      expect(heard).toEqual([news]);
    });
  });
});
