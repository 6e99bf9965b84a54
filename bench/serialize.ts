import { pathToFileURL } from 'node:url';
import { dealerAuctionSchema, type DealerAuction } from '@autobid/contract';
import fastJson from 'fast-json-stringify';
import { z } from 'zod/mini';

/**
 * Serialising the bid answer: `JSON.stringify` (what the server does) against fast-json-stringify
 * compiled from the contract's own schema (what Fastify's response schemas would do). The answer
 * is the largest one a bid gets: the auction with its inspection, its latest 50 bids and the
 * dealer's latest 50. Both run in this process, one after the other, on the same object.
 */
export interface SerializeResult {
  bytes: number;
  /** Microseconds per answer, median of the rounds. */
  jsonStringifyUs: number;
  fastJsonStringifyUs: number;
  /** Both gave the same JSON (parsed and compared). */
  same: boolean;
}

const ROUNDS = 7;
const PER_ROUND = 5_000;

/** A bid answer at its largest: every list the answer carries is full. */
export function largestBidAnswer(now = Date.parse('2026-11-27T09:00:00Z')): {
  data: { auction: DealerAuction };
} {
  const at = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();
  const publicBid = (i: number) => ({
    id: 90_000 - i,
    amount: 48_000 - i * 200,
    bidder_no: (i % 9) + 1,
    created_at: at(i * 7),
  });
  return {
    data: {
      auction: {
        id: 4211,
        updated_at: at(0),
        status: 'active',
        time_end: at(-95),
        highest_bid: publicBid(0),
        bid_count: 612,
        bidders_count: 14,
        type: 'open',
        market: 'MY',
        currency: 'MYR',
        channel: 'online',
        location: 'Shah Alam, Selangor',
        restart_count: 0,
        time_start: at(3600),
        start_price: 20_000,
        is_reserve_met: true,
        awarded_bid: null,
        sale_price: null,
        position: 'winning',
        user_bids: Array.from({ length: 50 }, (_, i) => ({
          id: 90_000 - 2 * i,
          auction_id: 4211,
          amount: 48_000 - i * 400,
          kind: 'manual' as const,
          bid_type: null,
          created_at: at(i * 14),
        })),
        max_bid: { id: 812, auction_id: 4211, amount: 52_000 },
        snap_it_bid: null,
        sealed: null,
        award_status: null,
        inventory: {
          id: 3120,
          make: 'Toyota',
          model: 'Vios',
          make_id: 12,
          model_id: 140,
          year: 2019,
          variant: '1.5G Dual VVT-i',
          mileage_km: 48_250,
          transmission: 'automatic',
          fuel: 'petrol',
          color: 'Silver Metallic',
          photos: Array.from({ length: 12 }, (_, i) => ({
            url: `/files/listings/3120/photos/${i + 1}.jpg`,
            caption: `Photo ${i + 1}`,
          })),
        },
        active_inspection: {
          id: 771,
          score: 82,
          summary: 'Sound engine and gearbox; light scratches on the rear bumper; tyres at 60 %.',
          inspected_at: at(86_400),
          sections: Array.from({ length: 10 }, (_, i) => ({
            key: `section_${i}`,
            name: `Section ${i + 1}`,
            rating: 75 as const,
            notes: 'Checked against the standard list; nothing beyond normal wear for its age.',
          })),
        },
        bids: Array.from({ length: 50 }, (_, i) => publicBid(i)),
      },
    },
  };
}

function microsPerCall(fn: () => string): number {
  const rounds: number[] = [];
  for (let i = 0; i < PER_ROUND; i++) fn();
  for (let r = 0; r < ROUNDS; r++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < PER_ROUND; i++) fn();
    rounds.push(Number(process.hrtime.bigint() - started) / PER_ROUND / 1000);
  }
  rounds.sort((a, b) => a - b);
  return rounds[Math.floor(rounds.length / 2)]!;
}

export function runSerializeBench(): SerializeResult {
  const answer = largestBidAnswer();
  const schema = z.toJSONSchema(z.object({ data: z.object({ auction: dealerAuctionSchema }) }), {
    io: 'output',
  });
  const compiled = fastJson(schema as Parameters<typeof fastJson>[0]);
  const plain = JSON.stringify(answer);
  const fast = compiled(answer);
  return {
    bytes: Buffer.byteLength(plain),
    same: JSON.stringify(JSON.parse(fast)) === plain,
    jsonStringifyUs: microsPerCall(() => JSON.stringify(answer)),
    fastJsonStringifyUs: microsPerCall(() => compiled(answer)),
  };
}

export function formatSerializeTable(r: SerializeResult): string {
  return [
    '| answer bytes | JSON.stringify µs | fast-json-stringify µs | fast ÷ JSON.stringify | same JSON |',
    '| -----------: | ----------------: | ---------------------: | -------------------: | --------- |',
    `| ${r.bytes} | ${r.jsonStringifyUs.toFixed(1)} | ${r.fastJsonStringifyUs.toFixed(1)} | ${(r.fastJsonStringifyUs / r.jsonStringifyUs).toFixed(2)} | ${r.same ? 'yes' : 'no'} |`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatSerializeTable(runSerializeBench()));
}
