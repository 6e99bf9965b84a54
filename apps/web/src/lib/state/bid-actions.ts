import { bidAnswerSchema, type DealerAuction, type PlaceBidRequest } from '@autobid/contract';
import { apiRequest, type RequestOptions } from '../api-client';
import { createAppAsyncThunk, rejectCall } from './create-app-thunk';

/**
 * The six bid-related calls of spec §4/§7. They live here, not in a feature, because both the
 * auction detail and the bidding list react to their answers. Amounts are integers (spec §5).
 */
export interface BidAnswer {
  auction: DealerAuction;
}

function createBidThunk<Arg>(
  type: string,
  request: (arg: Arg) => { path: string } & RequestOptions,
) {
  return createAppAsyncThunk<BidAnswer, Arg>(type, async (arg, { rejectWithValue }) => {
    const { path, ...options } = request(arg);
    try {
      const answer = await apiRequest('auction', 'v2', path, bidAnswerSchema, options);
      return answer.data;
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  });
}

export const placeBid = createBidThunk<PlaceBidRequest>('bids/placeBid', (body) => ({
  path: '/dealers/bids',
  method: 'POST',
  body,
}));

export const placeMaxBid = createBidThunk<PlaceBidRequest>('bids/placeMaxBid', (body) => ({
  path: '/dealers/max-bids',
  method: 'POST',
  body,
}));

export const removeMaxBid = createBidThunk<{ id: number }>('bids/removeMaxBid', ({ id }) => ({
  path: `/dealers/max-bids/${id}`,
  method: 'DELETE',
}));

export const placeSnapItBid = createBidThunk<PlaceBidRequest>('bids/placeSnapItBid', (body) => ({
  path: '/dealers/snap-it-bids',
  method: 'POST',
  body,
}));

export const removeSnapItBid = createBidThunk<{ id: number }>('bids/removeSnapItBid', ({ id }) => ({
  path: `/dealers/snap-it-bids/${id}`,
  method: 'DELETE',
}));

export const placeClosedBid = createBidThunk<
  PlaceBidRequest & { bid_type: 'whole_car' | 'body_only' }
>('bids/placeClosedBid', (body) => ({ path: '/dealers/closed-bids', method: 'POST', body }));

/** Every bid-related call; any answer to one of them clears the bidding list's button loading. */
export const bidThunks = [
  placeBid,
  placeMaxBid,
  removeMaxBid,
  placeSnapItBid,
  removeSnapItBid,
  placeClosedBid,
] as const;

/** The two calls that put the bidding list's button into its loading state while pending. */
export const buttonLoadingBidThunks = [placeBid, placeMaxBid] as const;
