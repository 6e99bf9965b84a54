import { incrementAt, type IncrementTable } from '@autobid/auction';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { bids, maxBidEvents } from './db/schema';
import { ensureReferenceData } from './db/reference-data';
import { createAuction, createGroup, createUser, TEST_PASSWORD } from './testing/factories';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { createTestDatabase, testDatabaseKind } from './testing/test-database';

interface Ack {
  kind: 'manual' | 'max';
  userId: number;
  auctionId: number;
  amount: number;
}

/** A realtime client: resolves once connected, then records the code its socket closes with. */
function openSocket(url: string): Promise<{ closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const closed = new Promise<number>((onClose) => socket.once('close', (code) => onClose(code)));
    socket.on('error', reject);
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as { event: string };
      if (message.event === 'pusher:connection_established') resolve({ closed });
    });
  });
}

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'a server sent SIGTERM in the middle of a bidding storm',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    const servers: ServerProcess[] = [];
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop('SIGKILL')));
      await database?.close();
    });

    it('answers every bid it took, keeps every acknowledged one, sends sockets 4200 and exits 0', async () => {
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
      const users = await Promise.all(Array.from({ length: 12 }, () => createUser(db)));
      const env = { DATABASE_URL: database.url! };
      const first = await startServerProcess(env);
      servers.push(first);
      const exited = new Promise<number | null>((resolve) =>
        first.child.once('exit', (code) => resolve(code)),
      );
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
      const sockets = await Promise.all(
        Array.from({ length: 10 }, () =>
          openSocket(`ws://127.0.0.1:${first.port}/app/autobid-auction?protocol=7`),
        ),
      );

      const acknowledged: Ack[] = [];
      /** Answers by status; `refused` = no connection was taken; anything else cut a request off. */
      const outcomes = new Map<string, number>();
      const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      const known = new Map(auctions.map((a) => [a.id, 20_000]));
      const client = async (index: number) => {
        for (let op = 1; op < 2_000; op += 1) {
          const auction = auctions[(index + op) % auctions.length]!;
          const price = known.get(auction.id)!;
          const isMax = op % 3 === 0;
          const amount = price + incrementAt(increments, price) * (1 + (op % (isMax ? 7 : 2)));
          let res: Response;
          try {
            res = await fetch(
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
          } catch (error) {
            const code = (error as { cause?: { code?: string } }).cause?.code;
            count(code === 'ECONNREFUSED' ? 'refused' : `cut off (${code ?? String(error)})`);
            return;
          }
          const body = (await res.json()) as {
            data?: { auction: { highest_bid: { amount: number } | null } };
          };
          count(String(res.status));
          // A node shutting down answers 503: the client goes elsewhere (here: stops).
          if (res.status === 503) return;
          if (res.status === 200)
            acknowledged.push({
              kind: isMax ? 'max' : 'manual',
              userId: users[index]!.id,
              auctionId: auction.id,
              amount,
            });
          const highest = body.data?.auction.highest_bid?.amount;
          if (highest) known.set(auction.id, Math.max(known.get(auction.id)!, highest));
        }
      };
      const storm = Promise.all(users.map((_, index) => client(index)));
      // Mid-stream: once enough bids are acknowledged, while every client has one in flight.
      for (let waited = 0; acknowledged.length < 25 && waited < 60_000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      const signalledAt = Date.now();
      first.child.kill('SIGTERM');
      const exitCode = await exited;
      const tookMs = Date.now() - signalledAt;
      await storm;

      expect(exitCode, first.output()).toBe(0);
      expect(tookMs).toBeLessThan(10_000);
      expect(acknowledged.length).toBeGreaterThanOrEqual(25);
      // Taken requests are answered (a 503 once shutting down); none fails or is cut off.
      const failed = [...outcomes].filter(
        ([key]) => key.startsWith('cut off') || (Number(key) >= 500 && key !== '503'),
      );
      expect(failed, JSON.stringify([...outcomes])).toEqual([]);
      expect(await Promise.all(sockets.map((s) => s.closed))).toEqual(sockets.map(() => 4200));

      const second = await startServerProcess(env);
      servers.push(second);
      expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
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
    }, 300_000);
  },
);
