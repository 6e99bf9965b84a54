import {
  sellerAuctionPageSchema,
  type SellerAuctionPage,
  type SellerStage,
} from '@autobid/contract';
import { apiRequest } from '../../lib/api-client';
import { apiParamsOf, type SellerListQuery } from './seller-list-query';

export const SELLER_PAGE_SIZE = 20;

/** One page of the seller group's auctions in a stage (`GET /portal/api/v2/sellers/auctions/{stage}`). */
export function fetchSellerAuctions(
  stage: SellerStage,
  query: SellerListQuery,
): Promise<SellerAuctionPage> {
  return apiRequest('portal', 'v2', `/sellers/auctions/${stage}`, sellerAuctionPageSchema, {
    query: apiParamsOf(query, SELLER_PAGE_SIZE),
    noCache: true,
  });
}
