import { bidAnswerSchema, bidRefusalSchema } from '@autobid/contract';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseSerializer } from './openapi';

/** The Ajv that fast-json-stringify picks a union's branch with, as it loads it itself. */
function fastJsonAjv(): { prototype: { _compileSchemaEnv: (...args: unknown[]) => unknown } } {
  const require = createRequire(import.meta.url);
  const from = dirname(require.resolve('fast-json-stringify'));
  return require(require.resolve('ajv', { paths: [from] })) as never;
}

const bid = { id: 90, amount: 48_000, bidder_no: 3, created_at: '2026-11-27T09:00:00.000Z' };

/** A bid answer that reaches every union of the schema with an object or a value, not only null. */
const answer = {
  data: {
    auction: {
      id: 4211,
      updated_at: '2026-11-27T09:00:00.000Z',
      status: 'active',
      time_end: '2026-11-27T09:05:00.000Z',
      highest_bid: bid,
      bid_count: 6,
      bidders_count: 2,
      type: 'open',
      market: 'MY',
      currency: 'MYR',
      channel: 'online',
      location: 'Shah Alam, Selangor',
      restart_count: 0,
      time_start: '2026-11-27T08:00:00.000Z',
      start_price: 20_000,
      is_reserve_met: true,
      awarded_bid: bid,
      sale_price: 48_000,
      position: 'winning',
      user_bids: [
        {
          id: 90,
          auction_id: 4211,
          amount: 48_000,
          kind: 'max',
          bid_type: 'whole_car',
          created_at: bid.created_at,
        },
      ],
      max_bid: { id: 812, auction_id: 4211, amount: 52_000 },
      snap_it_bid: null,
      sealed: null,
      award_status: 'pending_award',
      inventory: {
        id: 3120,
        make: 'Toyota',
        model: 'Vios',
        make_id: 12,
        model_id: 140,
        year: 2019,
        variant: '1.5G',
        mileage_km: 48_250,
        transmission: 'automatic',
        fuel: 'petrol',
        color: 'Silver',
        photos: [{ url: '/files/listings/3120/photos/1.jpg', caption: 'Front' }],
      },
      active_inspection: {
        id: 771,
        score: 82,
        summary: 'Sound engine and gearbox.',
        inspected_at: '2026-11-26T09:00:00.000Z',
        sections: [{ key: 'engine', name: 'Engine', rating: 75, notes: 'Normal wear.' }],
      },
      bids: [bid],
    },
  },
};

describe('the writer of a route answer compiled from its schema', () => {
  afterEach(() => vi.restoreAllMocks());

  it('compiles the validators of the bid answer as it is built, so the first answers compile nothing', () => {
    const compiled = vi.spyOn(fastJsonAjv().prototype, '_compileSchemaEnv');
    const write = responseSerializer(bidAnswerSchema);
    const refuse = responseSerializer(bidRefusalSchema);
    expect(compiled).toHaveBeenCalled();

    compiled.mockClear();
    const written = write(answer);
    const refused = refuse({
      code: 'bid_below_minimum',
      message: 'Bid is too low',
      minimum: 48_200,
      data: answer.data,
    });
    expect(compiled).not.toHaveBeenCalled();
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(answer)));
    expect(JSON.parse(refused).data).toEqual(JSON.parse(JSON.stringify(answer.data)));
  });

  it('writes a route answer without a zod schema as JSON.stringify does', () => {
    const write = responseSerializer({ type: 'object' });
    expect(write({ a: 1, b: [null, 'x'] })).toBe('{"a":1,"b":[null,"x"]}');
  });
});
