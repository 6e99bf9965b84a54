import {
  marketSettingsAnswerSchema,
  marketSettingsListSchema,
  type MarketSettings,
  type MarketSettingsInput,
} from '@autobid/contract';
import { apiRequest } from '../../lib/api-client';

export async function fetchMarketSettings(): Promise<MarketSettings[]> {
  return (
    await apiRequest('portal', 'v2', '/staff/markets', marketSettingsListSchema, { noCache: true })
  ).data;
}

export async function saveMarketSettings(
  code: string,
  input: MarketSettingsInput,
): Promise<MarketSettings> {
  return (
    await apiRequest('portal', 'v2', `/staff/markets/${code}`, marketSettingsAnswerSchema, {
      method: 'PUT',
      body: input,
    })
  ).data;
}
