import { mobileBannerSchema, type MobileBanner } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const bannersAnswerSchema = z.object({ data: z.array(mobileBannerSchema) });

/** `GET /general/api/v2/mobile-banners`: the market's banners showing now, in the caller's language. */
export async function getMobileBanners(): Promise<MobileBanner[]> {
  const answer = await apiRequest('general', 'v2', '/mobile-banners', bannersAnswerSchema);
  return answer.data;
}
