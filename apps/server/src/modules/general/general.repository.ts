import { and, asc, eq, exists, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../lib/like-pattern';
import { auctions, groups, makes, mobileBanners, models, storefronts } from '../../db/schema';

const storefrontColumns = { storefront: storefronts, name: groups.name, market: groups.market };

export type StorefrontRow = Awaited<ReturnType<GeneralRepository['findStorefront']>> & object;

export function createGeneralRepository(db: Database) {
  return {
    /** A market's banners showing at `now`, in their order. */
    findBanners(market: string, now: Date) {
      return db
        .select()
        .from(mobileBanners)
        .where(
          and(
            eq(mobileBanners.market, market),
            lte(mobileBanners.startsAt, now),
            or(isNull(mobileBanners.endsAt), gt(mobileBanners.endsAt, now)),
          ),
        )
        .orderBy(asc(mobileBanners.sort), asc(mobileBanners.id));
    },

    async findStorefront(groupId: number) {
      const [row] = await db
        .select(storefrontColumns)
        .from(storefronts)
        .innerJoin(groups, eq(groups.id, storefronts.groupId))
        .where(eq(storefronts.groupId, groupId));
      return row;
    },

    /** Storefronts of groups based in a market or with auctions in preview or live there. */
    findStorefrontsOfMarket(market: string) {
      const listsThere = db
        .select({ id: auctions.id })
        .from(auctions)
        .where(
          and(
            eq(auctions.sellerGroupId, storefronts.groupId),
            eq(auctions.market, market),
            inArray(auctions.status, ['preview', 'active']),
          ),
        );
      return db
        .select(storefrontColumns)
        .from(storefronts)
        .innerJoin(groups, eq(groups.id, storefronts.groupId))
        .where(or(eq(groups.market, market), exists(listsThere)))
        .orderBy(sql`${storefronts.isFeatured} desc`, asc(groups.name));
    },

    /** Per seller group, its auctions in a market that are live and in preview. */
    async countListed(groupIds: number[], market: string) {
      if (groupIds.length === 0) return new Map<number, { live: number; preview: number }>();
      const rows = await db
        .select({
          groupId: auctions.sellerGroupId,
          live: sql<number>`count(*) filter (where ${auctions.status} = 'active')`.mapWith(Number),
          preview: sql<number>`count(*) filter (where ${auctions.status} = 'preview')`.mapWith(
            Number,
          ),
        })
        .from(auctions)
        .where(
          and(
            inArray(auctions.sellerGroupId, groupIds),
            eq(auctions.market, market),
            inArray(auctions.status, ['preview', 'active']),
          ),
        )
        .groupBy(auctions.sellerGroupId);
      return new Map(rows.map((r) => [r.groupId, { live: r.live, preview: r.preview }]));
    },

    /** Models whose own or make's name contains `search`, by make and model name. */
    /** Every word must appear in the make or the model name, so "perodua myvi" finds the Myvi. */
    searchModels(search: string | undefined, limit: number) {
      const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
      const conditions = words.map((word) => {
        const pattern = containsPattern(word);
        return or(sql`${models.name} ilike ${pattern}`, sql`${makes.name} ilike ${pattern}`);
      });
      return db
        .select({ id: models.id, name: models.name, makeId: makes.id, makeName: makes.name })
        .from(models)
        .innerJoin(makes, eq(makes.id, models.makeId))
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(asc(makes.name), asc(models.name), asc(models.id))
        .limit(limit);
    },
  };
}

export type GeneralRepository = ReturnType<typeof createGeneralRepository>;
