import { auctionSettingsSchema, type AuctionSettings } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const settingsAnswerSchema = z.object({ data: auctionSettingsSchema });

/** `GET /config/auction-settings`: bid increments and soft-close window of every market. */
export async function getAuctionSettings(): Promise<AuctionSettings> {
  const answer = await apiRequest(
    'auction',
    'v2',
    '/config/auction-settings',
    settingsAnswerSchema,
  );
  return answer.data;
}
