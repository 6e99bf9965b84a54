import type { Market } from '@autobid/contract';
import type { Clock } from '../../lib/clock';
import type { MarketRow } from './markets.repository';

const REFRESH_MS = 60_000;

/**
 * Markets change rarely and are read on every bid, so they are held in memory and re-read at most
 * once a minute, or at once when an unknown market is asked for.
 */
export function createMarketCatalog(load: () => Promise<MarketRow[]>, clock: Clock) {
  let byCode = new Map<string, MarketRow>();
  let loadedAt = -Infinity;

  async function refresh(): Promise<void> {
    const rows = await load();
    byCode = new Map(rows.map((row) => [row.code, row]));
    loadedAt = clock.now();
  }

  return {
    async all(): Promise<MarketRow[]> {
      if (clock.now() - loadedAt > REFRESH_MS) await refresh();
      return [...byCode.values()];
    },
    /** Reads the markets again on the next use: an admin just changed one. */
    invalidate(): void {
      loadedAt = -Infinity;
    },
    async get(code: string): Promise<MarketRow | undefined> {
      if (!byCode.has(code) || clock.now() - loadedAt > REFRESH_MS) await refresh();
      return byCode.get(code);
    },
  };
}

export type MarketCatalog = ReturnType<typeof createMarketCatalog>;

export function presentMarket(row: MarketRow): Market {
  return {
    code: row.code,
    name: row.name,
    currency: row.currency,
    is_login_region: row.isLoginRegion,
    extend_window_seconds: row.extendWindowSeconds,
    increments: row.increments,
  };
}
