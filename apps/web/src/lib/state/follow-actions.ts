import {
  dealerAuctionSchema,
  followAnswerSchema,
  pinAnswerSchema,
  type DealerAuction,
  type FollowAnswer,
  type PinAnswer,
} from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../api-client';
import { createAppAsyncThunk, rejectCall } from './create-app-thunk';

/**
 * Follow, unfollow, pin and unpin (spec §4/§7). They live here, not in a feature, because the
 * current user's ids, the follow buttons and the lists all react to their answers.
 */
const followAnswerEnvelope = z.object({ data: followAnswerSchema });
const pinAnswerEnvelope = z.object({ data: pinAnswerSchema });
const liveAuctionEnvelope = z.object({ data: dealerAuctionSchema });

export interface FollowResult {
  answer: FollowAnswer;
  /** The auction as it stands now, so a list that should now hold it can show it at once. */
  auction: DealerAuction | null;
}

export interface PinResult {
  answer: PinAnswer;
  auction: DealerAuction | null;
}

/** `GET /dealers/auctions/live/{id}`; a missing answer only means no list can add the card now. */
async function readAuction(id: number): Promise<DealerAuction | null> {
  try {
    const answer = await apiRequest(
      'auction',
      'v2',
      `/dealers/auctions/live/${id}`,
      liveAuctionEnvelope,
      { noCache: true },
    );
    return answer.data;
  } catch {
    return null;
  }
}

export const followAuction = createAppAsyncThunk<FollowResult, number>(
  'follow/follow',
  async (auctionId, { rejectWithValue }) => {
    try {
      const { data } = await apiRequest(
        'auction',
        'v2',
        '/dealers/auctions/follow',
        followAnswerEnvelope,
        {
          method: 'POST',
          body: { auction_id: auctionId },
        },
      );
      return { answer: data, auction: await readAuction(auctionId) };
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

export const unfollowAuction = createAppAsyncThunk<FollowResult, number>(
  'follow/unfollow',
  async (auctionId, { rejectWithValue }) => {
    try {
      const { data } = await apiRequest(
        'auction',
        'v2',
        '/dealers/auctions/unfollow',
        followAnswerEnvelope,
        {
          method: 'POST',
          body: { auction_id: auctionId },
        },
      );
      return { answer: data, auction: null };
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

export const pinAuction = createAppAsyncThunk<PinResult, number>(
  'follow/pin',
  async (auctionId, { rejectWithValue }) => {
    try {
      const { data } = await apiRequest(
        'auction',
        'v2',
        `/dealers/auctions/${auctionId}/pin`,
        pinAnswerEnvelope,
        { method: 'POST' },
      );
      return { answer: data, auction: await readAuction(auctionId) };
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

export const unpinAuction = createAppAsyncThunk<PinResult, number>(
  'follow/unpin',
  async (auctionId, { rejectWithValue }) => {
    try {
      const { data } = await apiRequest(
        'auction',
        'v2',
        `/dealers/auctions/${auctionId}/unpin`,
        pinAnswerEnvelope,
        { method: 'DELETE' },
      );
      return { answer: data, auction: null };
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);
