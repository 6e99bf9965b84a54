import type {
  BidRejection,
  MaxBidRejection,
  MaxBidRemovalRejection,
  SealedBidRejection,
  SnapItRejection,
} from '@autobid/auction';
import { refusal, type AppError } from '../../lib/app-error';

/** Every reason a bid-related change can be turned down. */
export type Rejection =
  | BidRejection
  | MaxBidRejection
  | MaxBidRemovalRejection
  | SnapItRejection
  | SealedBidRejection
  | { code: 'max_bid_gone' };

/** Turns a rule's rejection into the API's error, with a message a dealer understands. */
export function bidRejectionError(
  rejection: Rejection,
  auction: unknown,
  formatAmount: (n: number) => string,
): AppError {
  const data = { auction };
  switch (rejection.code) {
    case 'invalid_amount':
      return refusal(
        'invalid_amount',
        'The amount must be a whole number from 1 to 1,000,000,000,000.',
        {
          data,
        },
      );
    case 'auction_not_open_type':
      return refusal(
        'auction_not_open_type',
        'This is a closed auction: place a sealed bid instead.',
        { data },
      );
    case 'own_auction':
      return refusal('own_auction', 'You cannot bid on an auction of your own group.', {
        data,
      });
    case 'auction_not_started':
      return refusal('auction_not_started', 'This auction has not started yet.', { data });
    case 'auction_not_active':
      return refusal(
        'auction_not_active',
        `This auction is ${rejection.status} and takes no bids.`,
        { data },
      );
    case 'auction_ended':
      return refusal('auction_ended', 'This auction has ended.', { data });
    case 'already_winning':
      return refusal('already_winning', 'You already hold the highest bid.', { data });
    case 'bid_below_minimum':
      return refusal(
        'bid_below_minimum',
        `The bid must be at least ${formatAmount(rejection.minimum)}.`,
        { data, minimum: rejection.minimum },
      );
    case 'max_bid_not_higher':
      return refusal(
        'max_bid_not_higher',
        `Your max bid is already ${formatAmount(rejection.ceiling)}: a new one must be higher.`,
        { data },
      );
    case 'max_bid_leading':
      return refusal(
        'max_bid_leading',
        'Your max bid holds the highest bid and cannot be removed.',
        { data },
      );
    case 'snap_it_closed':
      return refusal(
        'snap_it_closed',
        'Snap-its can no longer be placed or removed: the closing window has opened.',
        { data },
      );
    case 'invalid_bid_type':
      return refusal('invalid_bid_type', 'bid_type must be whole_car or body_only.', { data });
    case 'auction_not_closed_type':
      return refusal('auction_not_closed_type', 'This is an open auction: bid openly instead.', {
        data,
      });
    case 'sealed_bid_not_higher':
      return refusal(
        'sealed_bid_not_higher',
        `Your sealed bid is already ${formatAmount(rejection.amount)}: a new one must be higher.`,
        {
          data,
          minimum: rejection.amount + 1,
        },
      );
    case 'max_bid_gone':
      return refusal('not_found', 'This max bid no longer exists.', { data });
  }
}
