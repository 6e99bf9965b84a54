import { minimumNextBid } from '@autobid/auction';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createGroup, createUser } from '../../testing/factories';
import { createBidNode } from '../../testing/bid-node';
import { createTestContext, type TestContext } from '../../testing/test-app';
import type { Dealer } from './locked-change';

/**
 * A dealer's answer made from the auction this node holds (ADR 0009) is the answer a fresh read of
 * the database gives, after any run of bids and max bids: the same history, highest bid, counters,
 * own bids (the latest 50), max bid, position and car, in any language.
 */
describe('answers from the held auction', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  const node = () => createBidNode(ctx);

  const step = fc.record({
    dealer: fc.integer({ min: 0, max: 3 }),
    kind: fc.constantFrom('bid', 'bid', 'max-bid'),
    /** Increments above the minimum next bid. */
    above: fc.integer({ min: 0, max: 3 }),
  });

  it('equal a fresh read after every step of random runs of bids and max bids by four dealers', async () => {
    const path = node();
    const market = (await path.markets.get('MY'))!;
    const languages = ['en', 'th', 'id', undefined] as const;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
        const dealers: Dealer[] = [];
        for (const language of languages) {
          const user = await createUser(ctx.db);
          dealers.push({
            id: user.id,
            groupId: user.activeGroupId!,
            market: 'MY',
            ...(language ? { language } : {}),
          });
        }
        let highest: number | null = null;
        for (const { dealer: index, kind, above } of steps) {
          const dealer = dealers[index]!;
          const minimum = minimumNextBid({
            startPrice: auction.startPrice,
            highestAmount: highest,
            increments: market.increments,
          });
          const amount = minimum + above * 500;
          const answer = await (
            kind === 'bid'
              ? path.bids.placeBid(dealer, { auction_id: auction.id, amount })
              : path.bids.placeMaxBid(dealer, { auction_id: auction.id, amount })
          ).catch((error: { details?: { data?: { auction?: unknown } } }) => {
            // A refusal carries the auction as the dealer sees it.
            const refused = error.details?.data?.auction;
            if (!refused) throw error;
            return refused as Awaited<ReturnType<typeof path.bids.placeBid>>;
          });
          highest = answer.highest_bid?.amount ?? highest;
          const [read] = await path.auctions.getForDealers([dealer], auction.id);
          expect(answer).toEqual(read);
        }
        // Every dealer's view, not only the last one to act.
        const fromRead = await path.auctions.getForDealers(dealers, auction.id);
        const last = dealers[steps.at(-1)!.dealer]!;
        const others = await Promise.all(
          dealers
            .filter((d) => d !== last)
            .map((d) =>
              path.bids
                .placeBid(d, { auction_id: auction.id, amount: 1 })
                .catch(
                  (error: { details?: { data?: { auction?: unknown } } }) =>
                    error.details?.data?.auction,
                ),
            ),
        );
        expect(others).toEqual(fromRead.filter((_, i) => dealers[i] !== last));
      }),
      { numRuns: 8 },
    );
  });

  it('keep a dealer’s latest 50 own bids and the latest 50 of the history, as a read does, after 110 bids', async () => {
    const path = node();
    const market = (await path.markets.get('MY'))!;
    const auction = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    const [a, b] = [await createUser(ctx.db), await createUser(ctx.db)].map((user): Dealer => ({
      id: user.id,
      groupId: user.activeGroupId!,
      market: 'MY',
    }));
    let highest: number | null = null;
    const answers = [];
    for (let i = 0; i < 110; i += 1) {
      const amount = minimumNextBid({
        startPrice: auction.startPrice,
        highestAmount: highest,
        increments: market.increments,
      });
      answers.push(
        await path.bids.placeBid(i % 2 === 0 ? a! : b!, { auction_id: auction.id, amount }),
      );
      highest = amount;
    }
    const answer = answers.at(-1)!;
    const [read] = await path.auctions.getForDealers([b!], auction.id);
    expect(answer.user_bids).toHaveLength(50);
    expect(answer.bids).toHaveLength(50);
    expect(answer).toEqual(read);
  });
});
