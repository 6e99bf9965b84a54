import {
  SELLER_STAGE_NAMES,
  sellerAuctionDetailSchema,
  sellerAuctionPageSchema,
  sellerRelatedSchema,
  sellerSessionCountSchema,
} from '@autobid/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { contentLanguage } from '../../lib/content-language';
import { parseInput } from '../../lib/parse';
import { requireCaller } from '../../plugins/authenticate';
import { NO_CACHE } from '../auctions/auctions.routes';
import { sellerAuctionParamsSchema, sellerListQuerySchema } from './sellers.schemas';
import type { SellerViewer, SellersService } from './sellers.service';
import { allow } from '../../access/access';

const BASE = '/portal/api/v2/sellers/auctions';

/**
 * The one access check of these routes: a signed-in seller with an active seller group (else 401 /
 * 403), and the language the interface shows, that the cars' pictures are drawn in.
 */
function requireSellerGroup(request: FastifyRequest): SellerViewer {
  const { user } = requireCaller(request);
  if (user.role !== 'seller' || user.activeGroupId === null)
    throw new AppError('forbidden', 'Only sellers can see their auctions here.');
  return {
    id: user.id,
    groupId: user.activeGroupId,
    language: contentLanguage(request, user.language),
  };
}

/** The seller portal (spec §7): the active seller group's auctions by stage, per session, and per car. */
export async function sellersRoutes(
  app: FastifyInstance,
  opts: { sellers: SellersService },
): Promise<void> {
  const { sellers } = opts;

  // Registered before `/:stage`-like paths so `pending/session-count` is never read as a stage.
  app.get(`${BASE}/pending/session-count`, allow('seller'), async (request, reply) => {
    const viewer = requireSellerGroup(request);
    void reply.headers(NO_CACHE);
    return sellerSessionCountSchema.parse(await sellers.countPendingBySession(viewer));
  });

  for (const stage of SELLER_STAGE_NAMES) {
    const querySchema = sellerListQuerySchema(stage);
    app.get(
      `${BASE}/${stage}`,
      { ...allow('seller'), schema: { querystring: querySchema } },
      async (request, reply) => {
        const viewer = requireSellerGroup(request);
        const query = parseInput(querySchema, request.query);
        void reply.headers(NO_CACHE);
        return sellerAuctionPageSchema.parse(await sellers.list(viewer, stage, query));
      },
    );
  }

  app.get(
    `${BASE}/:auctionId`,
    { ...allow('seller'), schema: { params: sellerAuctionParamsSchema } },
    async (request, reply) => {
      const viewer = requireSellerGroup(request);
      const { auctionId } = parseInput(sellerAuctionParamsSchema, request.params);
      void reply.headers(NO_CACHE);
      return sellerAuctionDetailSchema.parse(await sellers.detail(viewer, auctionId));
    },
  );

  app.get(
    `${BASE}/:auctionId/related`,
    { ...allow('seller'), schema: { params: sellerAuctionParamsSchema } },
    async (request, reply) => {
      const viewer = requireSellerGroup(request);
      const { auctionId } = parseInput(sellerAuctionParamsSchema, request.params);
      void reply.headers(NO_CACHE);
      return sellerRelatedSchema.parse(await sellers.related(viewer, auctionId));
    },
  );
}
