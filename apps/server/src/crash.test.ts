import { incrementAt, type IncrementTable } from '@autobid/auction';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bids, maxBidEvents } from './db/schema';
import { ensureReferenceData } from './db/reference-data';
import { createAuction, createGroup, createUser, TEST_PASSWORD } from './testing/factories';
import { replayLedger } from './testing/ledger-replay';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { createTestDatabase, testDatabaseKind } from './testing/test-database';

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'a server killed with SIGKILL in the middle of a bidding storm',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    const servers: ServerProcess[] = [];
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop('SIGKILL')));
      await database?.close();
    });

    it('loses no acknowledged bid and leaves every auction as its ledger replays', async () => {
      database = await createTestDatabase();
      const db = database.db;
      await ensureReferenceData(db);
      const now = Date.now();
      const seller = await createGroup(db, { kind: 'seller' });
      const auctions = await Promise.all(
        Array.from({ length: 3 }, () =>
          createAuction(db, {
            sellerGroupId: seller.id,
            now,
            timeEnd: new Date(now + 3_600_000),
            reservePrice: 25_000,
          }),
        ),
      );
      const users = await Promise.all(Array.from({ length: 16 }, () => createUser(db)));
      const env = { DATABASE_URL: database.url! };
      const first = await startServerProcess(env);
      servers.push(first);
      const settings = (await (
        await fetch(`${first.url}/auction/api/v2/config/auction-settings`)
      ).json()) as { data: { markets: { code: string; increments: IncrementTable }[] } };
      const increments = settings.data.markets.find((m) => m.code === 'MY')!.increments;
      const tokens = await Promise.all(
        users.map(async (u) => {
          const res = await fetch(`${first.url}/auction/api/v1/loginByEmail`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: u.email, password: TEST_PASSWORD }),
          });
          return ((await res.json()) as { data: { access_token: string } }).data.access_token;
        }),
      );

      const acknowledged: {
        kind: 'manual' | 'max';
        userId: number;
        auctionId: number;
        amount: number;
      }[] = [];
      const known = new Map(auctions.map((a) => [a.id, 20_000]));
      let isUp = true;
      const client = async (index: number) => {
        let op = 0;
        while (isUp && op < 400) {
          op += 1;
          const auction = auctions[(index + op) % auctions.length]!;
          const price = known.get(auction.id)!;
          const isMax = op % 3 === 0;
          const amount = price + incrementAt(increments, price) * (1 + (op % (isMax ? 7 : 2)));
          try {
            const res = await fetch(
              `${first.url}/auction/api/v2/dealers/${isMax ? 'max-bids' : 'bids'}`,
              {
                method: 'POST',
                headers: {
                  authorization: `Bearer ${tokens[index]}`,
                  'content-type': 'application/json',
                },
                body: JSON.stringify({ auction_id: auction.id, amount }),
              },
            );
            const body = (await res.json()) as {
              data?: { auction: { highest_bid: { amount: number } | null } };
            };
            // Only a complete 200 answer is an acknowledgement.
            if (res.status === 200)
              acknowledged.push({
                kind: isMax ? 'max' : 'manual',
                userId: users[index]!.id,
                auctionId: auction.id,
                amount,
              });
            const highest = body.data?.auction.highest_bid?.amount;
            if (highest) known.set(auction.id, Math.max(known.get(auction.id)!, highest));
          } catch {
            return;
          }
        }
      };
      const storm = Promise.all(users.map((_, index) => client(index)));
      await new Promise((r) => setTimeout(r, 2_500));
      first.child.kill('SIGKILL');
      isUp = false;
      await storm;
      expect(acknowledged.length).toBeGreaterThan(20);

      const second = await startServerProcess(env);
      servers.push(second);
      expect((await fetch(`${second.url}/config.json`)).status).toBe(200);
      for (const ack of acknowledged) {
        const found =
          ack.kind === 'manual'
            ? await db
                .select()
                .from(bids)
                .where(
                  and(
                    eq(bids.auctionId, ack.auctionId),
                    eq(bids.userId, ack.userId),
                    eq(bids.amount, ack.amount),
                    eq(bids.kind, 'manual'),
                  ),
                )
            : await db
                .select()
                .from(maxBidEvents)
                .where(
                  and(
                    eq(maxBidEvents.auctionId, ack.auctionId),
                    eq(maxBidEvents.userId, ack.userId),
                    eq(maxBidEvents.ceiling, ack.amount),
                  ),
                );
        expect(found.length, `acknowledged ${JSON.stringify(ack)}`).toBeGreaterThan(0);
      }
      for (const auction of auctions) {
        expect(
          await replayLedger(db, {
            auctionId: auction.id,
            increments,
            extendWindowSeconds: 60,
            originalTimeEnd: auction.timeEnd.getTime(),
          }),
          `auction ${auction.id}`,
        ).toEqual([]);
      }
    }, 300_000);
  },
);
