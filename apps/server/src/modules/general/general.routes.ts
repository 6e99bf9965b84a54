import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentLanguage } from '../../lib/content-language';
import { parseInput } from '../../lib/parse';
import { requireCaller } from '../../plugins/authenticate';
import { groupIdParamsSchema, searchModelsQuerySchema } from './general.schemas';
import type { Audience, GeneralService } from './general.service';
import { allow } from '../../access/access';

/**
 * The caller's market, and the language the interface shows now: the first of ours named by
 * `Accept-Language` (the web app sends the chosen one), else the account's own.
 */
function audienceOf(request: FastifyRequest): Audience {
  const { user } = requireCaller(request);
  return { market: user.country, language: contentLanguage(request, user.language) };
}

export async function generalRoutes(
  app: FastifyInstance,
  opts: { general: GeneralService },
): Promise<void> {
  const { general } = opts;

  app.get('/general/api/v2/mobile-banners', allow('signedIn'), async (request) => ({
    data: await general.banners(audienceOf(request)),
  }));

  app.get(
    '/general/api/v2/groups/:id/storefront',
    { ...allow('signedIn'), schema: { params: groupIdParamsSchema } },
    async (request) => {
      const audience = audienceOf(request);
      const { id } = parseInput(groupIdParamsSchema, request.params);
      return { data: await general.storefront(audience, id) };
    },
  );

  app.get('/auction/api/v2/config/storefronts', allow('signedIn'), async (request) => ({
    data: await general.storefrontsOfMarket(audienceOf(request)),
  }));

  app.get(
    '/general/api/v2/config/search/models',
    { ...allow('signedIn'), schema: { querystring: searchModelsQuerySchema } },
    async (request) => {
      requireCaller(request);
      const query = parseInput(searchModelsQuerySchema, request.query);
      return {
        data: await general.searchModels(query.query || undefined, query.include.includes('make')),
      };
    },
  );
}
