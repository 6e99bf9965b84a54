import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentLanguage } from '../../lib/content-language';
import { parseInput } from '../../lib/parse';
import { requireCaller } from '../../plugins/authenticate';
import { NO_CACHE } from '../auctions/auctions.routes';
import { FILES_PATH } from './file-links';
import type { PortalList } from './portal.repository';
import {
  auctionIdParamsSchema,
  detailQuerySchema,
  endedBidsQuerySchema,
  fileParamsSchema,
  fileQuerySchema,
  portalListQuerySchema,
} from './portal.schemas';
import type { PortalService } from './portal.service';
import { allow } from '../../access/access';

const BASE = '/portal/api/v2/dealers/auctions';
const WIN_LISTS: readonly PortalList[] = ['success', 'overdue', 'history', 'has-online-payments'];

function viewerOf(request: FastifyRequest) {
  const { user } = requireCaller(request);
  return {
    id: user.id,
    groupId: user.activeGroupId,
    language: contentLanguage(request, user.language),
    market: user.country,
  };
}

export async function portalRoutes(
  app: FastifyInstance,
  opts: { portal: PortalService },
): Promise<void> {
  const { portal } = opts;

  for (const list of WIN_LISTS) {
    app.get(
      `${BASE}/${list}`,
      { ...allow('signedIn'), schema: { querystring: portalListQuerySchema } },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const query = parseInput(portalListQuerySchema, request.query);
        void reply.headers(NO_CACHE);
        return portal.list(viewer, list, {
          sort: query.sort,
          page: query.page,
          perPage: query.per_page,
          ...(query['filter[group_id]'] !== undefined
            ? { sellerGroupId: query['filter[group_id]'] }
            : {}),
        });
      },
    );
  }

  app.get(
    `${BASE}/ended-bids`,
    { ...allow('signedIn'), schema: { querystring: endedBidsQuerySchema } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const query = parseInput(endedBidsQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      return portal.listEndedBids(viewer, {
        sort: query.sort,
        page: query.page,
        perPage: query.per_page,
        tag: query.tag,
        from: query['filterDate[from]'],
        to: query['filterDate[to]'],
        ...(query['filter[group_id]'] !== undefined
          ? { sellerGroupId: query['filter[group_id]'] }
          : {}),
      });
    },
  );

  app.get(
    `${BASE}/:id/detail`,
    {
      ...allow('signedIn'),
      schema: { params: auctionIdParamsSchema, querystring: detailQuerySchema },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = parseInput(auctionIdParamsSchema, request.params);
      const { include } = parseInput(detailQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      return { data: await portal.detail(viewer, id, include) };
    },
  );

  app.get(
    `${FILES_PATH}/:id/:fileName`,
    { ...allow('public'), schema: { params: fileParamsSchema, querystring: fileQuerySchema } },
    async (request, reply) => {
      const { id, fileName } = parseInput(fileParamsSchema, request.params);
      const query = parseInput(fileQuerySchema, request.query);
      const file = await portal.openFile({
        id,
        fileName,
        expires: query.expires,
        signature: query.signature,
      });
      const disposition = query.download === '1' ? 'attachment' : 'inline';
      void reply.headers({
        'content-type': file.contentType,
        'content-disposition': `${disposition}; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'cache-control': `private, max-age=${file.maxAgeSeconds}`,
        'x-content-type-options': 'nosniff',
        // An SVG opened on its own is a document: it may not run script or load anything.
        ...(file.contentType.startsWith('image/svg')
          ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" }
          : {}),
      });
      return reply.send(file.bytes);
    },
  );
}
