import { portalAuctionDetailSchema, type PortalAuctionDetail } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const summaryAnswerSchema = z.object({ data: portalAuctionDetailSchema });

/** Everything the summary of an ended auction shows, in one call. */
export const SUMMARY_INCLUDE = 'extra_inspection_photos,associated_files,active_inspection,bids';

/** `GET /portal/api/v2/dealers/auctions/{id}/detail?include=…`. */
export async function getAuctionSummary(id: number): Promise<PortalAuctionDetail> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `/dealers/auctions/${id}/detail`,
    summaryAnswerSchema,
    {
      query: { include: SUMMARY_INCLUDE },
      noCache: true,
    },
  );
  return answer.data;
}
