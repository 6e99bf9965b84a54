import type { AuctionSettings, Market } from '@autobid/contract';
import { useEffect, useState } from 'react';
import { getAuctionSettings } from '../api/get-auction-settings';

// Settings change rarely; one read per page load is shared by every detail page.
let settingsPromise: Promise<AuctionSettings> | null = null;

function loadSettings(): Promise<AuctionSettings> {
  settingsPromise ??= getAuctionSettings().catch((error: unknown) => {
    settingsPromise = null;
    throw error;
  });
  return settingsPromise;
}

export type MarketRules =
  { state: 'loading' } | { state: 'ready'; market: Market } | { state: 'missing' };

/** The increment table and soft-close window of one market, from `/config/auction-settings`. */
export function useMarketRules(marketCode: string | undefined): MarketRules {
  const [rules, setRules] = useState<MarketRules>({ state: 'loading' });
  useEffect(() => {
    if (!marketCode) return undefined;
    let active = true;
    loadSettings()
      .then((settings) => {
        const market = settings.markets.find((candidate) => candidate.code === marketCode);
        if (active)
          setRules(
            market && market.increments.length > 0
              ? { state: 'ready', market }
              : { state: 'missing' },
          );
      })
      .catch(() => {
        if (active) setRules({ state: 'missing' });
      });
    return () => {
      active = false;
    };
  }, [marketCode]);
  return rules;
}
