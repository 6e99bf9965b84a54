import { LANGUAGES, type Language } from '@autobid/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../lib/parse';
import { requireCaller } from '../../plugins/authenticate';
import { groupIdParamsSchema, searchModelsQuerySchema } from './general.schemas';
import type { Audience, GeneralService } from './general.service';

/**
 * The caller's market, and the language the interface shows now: the first of ours named by
 * `Accept-Language` (the web app sends the chosen one), else the account's own.
 */
function audienceOf(request: FastifyRequest): Audience {
  const { user } = requireCaller(request);
  return { market: user.country, language: requestedLanguage(request) ?? user.language };
}

function requestedLanguage(request: FastifyRequest): Language | null {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return null;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().split('-')[0]!;
    if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return null;
}

export async function generalRoutes(
  app: FastifyInstance,
  opts: { general: GeneralService },
): Promise<void> {
  const { general } = opts;

  app.get('/general/api/v2/mobile-banners', async (request) => ({
    data: await general.banners(audienceOf(request)),
  }));

  app.get('/general/api/v2/groups/:id/storefront', async (request) => {
    const audience = audienceOf(request);
    const { id } = parseInput(groupIdParamsSchema, request.params);
    return { data: await general.storefront(audience, id) };
  });

  app.get('/auction/api/v2/config/storefronts', async (request) => ({
    data: await general.storefrontsOfMarket(audienceOf(request)),
  }));

  app.get('/general/api/v2/config/search/models', async (request) => {
    requireCaller(request);
    const query = parseInput(searchModelsQuerySchema, request.query);
    return {
      data: await general.searchModels(query.query || undefined, query.include.includes('make')),
    };
  });
}
