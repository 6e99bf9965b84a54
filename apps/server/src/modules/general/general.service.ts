import type { MobileBanner, SearchModel, Storefront } from '@autobid/contract';
import type { LocalizedText } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { GeneralRepository, StorefrontRow } from './general.repository';

/** At most this many models answer a search (the search box shows a short list). */
export const MODEL_SEARCH_LIMIT = 20;

export type Language = keyof LocalizedText;

/** Who asks: their market decides what is shown, their language how. */
export interface Audience {
  market: string;
  language: Language;
}

function pick(text: LocalizedText, language: Language): string {
  return text[language] || text.en;
}

function presentStorefront(
  row: StorefrontRow,
  counts: { live: number; preview: number } | undefined,
  language: Language,
): Storefront {
  const { storefront } = row;
  return {
    group_id: storefront.groupId,
    name: row.name,
    slug: storefront.slug,
    market: row.market,
    tagline: pick(storefront.tagline, language),
    description: pick(storefront.description, language),
    logo_url: storefront.logoUrl,
    banner_url: storefront.bannerUrl,
    phone: storefront.phone,
    email: storefront.email,
    address: storefront.address,
    is_featured: storefront.isFeatured,
    live_count: counts?.live ?? 0,
    preview_count: counts?.preview ?? 0,
  };
}

/** Mobile banners, seller storefronts and the model search of the general API. */
export function createGeneralService(deps: { repo: GeneralRepository; clock: Clock }) {
  const { repo } = deps;
  return {
    async banners(audience: Audience): Promise<MobileBanner[]> {
      const rows = await repo.findBanners(audience.market, new Date(deps.clock.now()));
      return rows.map((row) => ({
        id: row.id,
        title: pick(row.title, audience.language),
        body: pick(row.body, audience.language),
        image_url: row.imageUrl,
        link_url: row.linkUrl,
      }));
    },

    /** One seller group's storefront, its counts those of the caller's market. */
    async storefront(audience: Audience, groupId: number): Promise<Storefront> {
      const row = await repo.findStorefront(groupId);
      if (!row) throw new AppError('not_found', `Group ${groupId} has no storefront.`);
      const counts = await repo.countListed([groupId], audience.market);
      return presentStorefront(row, counts.get(groupId), audience.language);
    },

    async storefrontsOfMarket(audience: Audience): Promise<Storefront[]> {
      const rows = await repo.findStorefrontsOfMarket(audience.market);
      const counts = await repo.countListed(
        rows.map((r) => r.storefront.groupId),
        audience.market,
      );
      return rows.map((row) =>
        presentStorefront(row, counts.get(row.storefront.groupId), audience.language),
      );
    },

    async searchModels(search: string | undefined, withMake: boolean): Promise<SearchModel[]> {
      const rows = await repo.searchModels(search, MODEL_SEARCH_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        make_id: row.makeId,
        ...(withMake ? { make: { id: row.makeId, name: row.makeName } } : {}),
      }));
    },
  };
}

export type GeneralService = ReturnType<typeof createGeneralService>;
