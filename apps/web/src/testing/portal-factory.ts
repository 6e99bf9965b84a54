import type { FileItem, MobileBanner, PortalAuctionDetail, Storefront } from '@autobid/contract';

type Photo = PortalAuctionDetail['inventory']['photos'][number];
import { buildAuction, buildBid } from './auction-factory';

/** An awarded auction the calling dealer won, with its documents; each test overrides what it needs. */
export function buildPortalAuctionDetail(
  overrides: Partial<PortalAuctionDetail> = {},
): PortalAuctionDetail {
  return {
    ...buildAuction({
      status: 'awarded',
      award_status: 'won',
      position: 'winning',
      is_reserve_met: true,
      highest_bid: buildBid({ amount: 52_000 }),
      awarded_bid: buildBid({ amount: 52_000 }),
      bid_count: 4,
      bidders_count: 2,
    }),
    result: 'won',
    my_best_amount: 52_000,
    won_at: '2030-01-01T11:00:00.000Z',
    payment_due_at: '2030-01-04T11:00:00.000Z',
    is_payment_overdue: false,
    online_payment: false,
    transactions: [],
    extra_inspection_photos: [],
    associated_files: [],
    ...overrides,
  };
}

export function buildFileItem(overrides: Partial<FileItem> = {}): FileItem {
  return {
    id: 501,
    name: 'Vehicle registration card',
    file_name: 'registration-card.pdf',
    url: '/portal/api/v2/dealers/auctions/1/files/501',
    content_type: 'application/pdf',
    ...overrides,
  };
}

export function buildPhoto(overrides: Partial<Photo> = {}): Photo {
  return { url: '/media/cars/11-1.svg', caption: '', ...overrides };
}

export function buildStorefront(overrides: Partial<Storefront> = {}): Storefront {
  return {
    group_id: 7,
    name: 'AutoBid Trade-In Centre',
    slug: 'autobid-trade-in-centre',
    market: 'MY',
    tagline: 'Trade-ins from across the Klang Valley',
    description: 'Cars taken in trade at partner showrooms, inspected before listing.',
    logo_url: '/media/storefronts/7/logo.svg',
    banner_url: '/media/storefronts/7/banner.svg',
    phone: '+60 3-1234 5678',
    email: 'trade-in@autobid.test',
    address: 'Jalan Ampang, Kuala Lumpur',
    is_featured: true,
    live_count: 12,
    preview_count: 3,
    ...overrides,
  };
}

export function buildMobileBanner(overrides: Partial<MobileBanner> = {}): MobileBanner {
  return {
    id: 1,
    title: 'Weekend trade-ins',
    body: 'Forty cars from one showroom, live until Sunday.',
    image_url: '/media/banners/1.svg',
    link_url: '/storefronts/7',
    ...overrides,
  };
}
