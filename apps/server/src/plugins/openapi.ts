import type { FastifyInstance } from 'fastify';
import { allow } from '../access/access';
import { buildOpenApiDocument, type ApiRoute, type OpenApiDocument } from '../lib/openapi';
import { renderApiReference, API_REFERENCE_CSS } from './openapi-page';

/**
 * The page may load nothing but its own stylesheet: no script, no frame, no form, so it stays
 * within the strictest content security policy the rest of the app has.
 */
const PAGE_CSP =
  "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * `GET /openapi.json`, the OpenAPI 3.1 document of every route, and `GET /api-docs`, its
 * reference page rendered here (docs/api.md). The document is built on first use, once every
 * route is registered, from the routes `collectApiRoutes` saw.
 */
export async function openApiRoutes(
  app: FastifyInstance,
  opts: { routes: readonly ApiRoute[] },
): Promise<void> {
  let document: OpenApiDocument | null = null;
  let page: string | null = null;
  const current = () => (document ??= buildOpenApiDocument(opts.routes));

  app.get(
    '/openapi.json',
    { ...allow('public'), schema: { summary: 'This OpenAPI 3.1 document' } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return current();
    },
  );

  app.get(
    '/api-docs',
    { ...allow('public'), schema: { summary: 'The API reference page' } },
    async (_request, reply) => {
      page ??= renderApiReference(current());
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', PAGE_CSP)
        .header('x-content-type-options', 'nosniff')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );

  app.get(
    '/api-docs.css',
    { ...allow('public'), schema: { summary: "The API reference page's stylesheet" } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .type('text/css; charset=utf-8')
        .send(API_REFERENCE_CSS),
  );
}
