import Fastify from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, collectApiRoutes, openApiPath } from '../lib/openapi';
import { createTestContext, type TestContext } from '../testing/test-app';
import { registerWebApp } from './web-app';

/**
 * Registered routes that are no operation of the API, each with its reason. HEAD routes are left
 * out as well: Fastify adds one for every GET, answering as the GET does.
 */
const NOT_OPERATIONS: Record<string, string> = {
  'GET /': "the web app's start page, registered only when a web build is served",
  'GET /*': "the web app's files and its SPA fallback page, registered only with a web build",
};

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  security: unknown[];
  responses: Record<string, unknown>;
}
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
};

const operationKeys = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );

/** The registered routes the document misses, and the operations no route answers. */
function compareRoutes(registered: readonly string[], doc: Document) {
  const expected = new Set(
    registered
      .filter((key) => !key.startsWith('HEAD ') && !(key in NOT_OPERATIONS))
      .map((key) => {
        const [method = '', url = ''] = key.split(' ');
        return `${method} ${openApiPath(url)}`;
      }),
  );
  const documented = new Set(operationKeys(doc));
  return {
    missing: [...expected].filter((key) => !documented.has(key)).sort(),
    extra: [...documented].filter((key) => !expected.has(key)).sort(),
  };
}

/** Every `$ref` in the document that does not lead to a value in it. */
function unresolvedRefs(doc: unknown): string[] {
  const refs: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') refs.push(inner);
      else walk(inner);
    }
  };
  walk(doc);
  const resolve = (ref: string) =>
    ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>(
        (at, part) =>
          at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined,
        doc,
      );
  return refs.filter((ref) => !ref.startsWith('#/') || resolve(ref) === undefined);
}

/** The keys of a zod object schema (classic or mini), or null for another kind of schema. */
function shapeKeys(schema: unknown): string[] | null {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : null;
}

describe('the OpenAPI document (docs/api.md)', () => {
  let ctx: TestContext;
  let doc: Document;

  beforeAll(async () => {
    ctx = await createTestContext();
    const res = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<Document>();
  });
  afterAll(() => ctx.close());

  it('has one operation for every registered route, none missing and none extra', () => {
    expect(compareRoutes(ctx.app.registeredRoutes, doc)).toEqual({ missing: [], extra: [] });
    expect(operationKeys(doc).length).toBeGreaterThan(150);
  });

  it('reports a route the document lacks, and an operation no route answers', () => {
    const lacking = structuredClone(doc);
    delete lacking.paths['/auction/api/v2/dealers/bids'];
    lacking.paths['/nowhere'] = { get: lacking.paths['/config.json']!.get! };
    expect(compareRoutes(ctx.app.registeredRoutes, lacking)).toEqual({
      missing: ['POST /auction/api/v2/dealers/bids'],
      extra: ['GET /nowhere'],
    });
  });

  it("carries every route's declared body, query and path schemas", () => {
    const checked = { body: 0, querystring: 0, params: 0 };
    for (const route of ctx.app.apiRoutes) {
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.url}`).toBeDefined();
      const named = (where: string) =>
        (op?.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
      const { body, querystring, params } = route.schema;
      if (body) {
        const content = Object.values(op?.requestBody?.content ?? {});
        expect(content.length, `${route.method} ${route.url} body`).toBeGreaterThan(0);
        for (const key of shapeKeys(body) ?? [])
          for (const { schema } of content) expect(schema.properties).toHaveProperty([key]);
        checked.body++;
      }
      if (querystring) {
        expect(named('query').sort()).toEqual((shapeKeys(querystring) ?? []).sort());
        checked.querystring++;
      }
      if (params) {
        for (const key of shapeKeys(params) ?? []) expect(named('path')).toContain(key);
        const declared = (op?.parameters ?? []).filter((p) => p.in === 'path');
        // A path id declared by a schema carries its bounds, not the default plain string.
        expect(declared.some((p) => JSON.stringify(p.schema) !== '{"type":"string"}')).toBe(true);
        checked.params++;
      }
    }
    expect(checked.body).toBeGreaterThan(40);
    expect(checked.querystring).toBeGreaterThan(20);
    expect(checked.params).toBeGreaterThan(60);
  });

  it('is OpenAPI 3.1 in shape: every path parameter declared, operation ids unique, every $ref resolvable', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    const ids = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      expect(path.startsWith('/')).toBe(true);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name).sort();
      for (const [method, op] of Object.entries(ops)) {
        expect(['get', 'put', 'post', 'delete', 'patch']).toContain(method);
        const inPath = (op.parameters ?? []).filter((p) => p.in === 'path');
        expect(inPath.map((p) => p.name).sort(), `${method} ${path}`).toEqual(templated);
        expect(inPath.every((p) => p.required)).toBe(true);
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
      }
    }
    expect(unresolvedRefs(doc)).toEqual([]);
  });

  it('finds a $ref that leads nowhere', () => {
    expect(unresolvedRefs({ a: { $ref: '#/components/schemas/Nothing' }, components: {} })).toEqual(
      ['#/components/schemas/Nothing'],
    );
  });

  it("answers bad input to a declared schema with the handler's own 422, after the access check", async () => {
    const url = '/auction/api/v2/dealers/bids';
    const payload = { auction_id: 'x', amount: 1000 };
    const anonymous = await ctx.app.inject({ method: 'POST', url, payload });
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await ctx.dealer();
    const res = await ctx.app.inject({ method: 'POST', url, payload, headers });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { auction_id: [expect.any(String)] },
    });
  });

  it('asks for the bearer token on every route but the public ones', () => {
    const bids = doc.paths['/auction/api/v2/dealers/bids']?.post;
    expect(bids?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/auction/api/v1/loginByEmail']?.post?.security).toEqual([]);
    expect(doc.paths['/openapi.json']?.get?.security).toEqual([]);
  });

  it('describes a bid body with its bounds, an id in a path as whole-number text, a list query with its fields', () => {
    const bid = doc.paths['/auction/api/v2/dealers/bids']?.post?.requestBody;
    expect(bid?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { auction_id: { type: 'integer', maximum: 2147483647 } },
    });
    const unpin = doc.paths['/auction/api/v2/dealers/auctions/{id}/unpin']?.delete;
    expect(unpin?.parameters).toEqual([
      expect.objectContaining({
        name: 'id',
        in: 'path',
        schema: expect.objectContaining({ type: 'string' }),
      }),
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    ]);
    expect(JSON.stringify(unpin?.parameters)).toContain('pattern');
    const live = doc.paths['/auction/api/v2/dealers/auctions/live']?.get;
    expect(live?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'per_page', 'filter[make]']),
    );
  });

  it('renders a reference page that lists every operation and runs no script', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api-docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).not.toMatch(/<script|\son[a-z]+=/i);
    for (const ops of Object.values(doc.paths))
      for (const op of Object.values(ops)) expect(res.body).toContain(`id="${op.operationId}"`);
    expect(res.body).toContain('POST</span> <code>/auction/api/v2/dealers/bids</code>');
    const css = await ctx.app.inject({ method: 'GET', url: '/api-docs.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('documents the bid answers with their body: the auction as the contract gives it', () => {
    const op = doc.paths['/auction/api/v2/dealers/bids']!.post!;
    const ok = op.responses['200'] as {
      content: Record<string, { schema: { properties: Record<string, unknown> } }>;
    };
    const data = ok.content['application/json']!.schema.properties.data as {
      properties: { auction: { properties: Record<string, unknown>; required: string[] } };
    };
    expect(Object.keys(data.properties.auction.properties)).toEqual(
      expect.arrayContaining(['id', 'highest_bid', 'user_bids', 'max_bid', 'bids']),
    );
    expect(data.properties.auction.required).toContain('position');
    // Routes that declare no answer schema keep the general 2XX.
    expect(Object.keys(doc.paths['/auction/api/v2/dealers/auctions/live']!.get!.responses)).toEqual(
      ['2XX', '4XX'],
    );
  });
});

describe('route schemas as documentation only', () => {
  it('neither validates, coerces nor strips the input: the handler sees what was sent', async () => {
    const app = Fastify();
    collectApiRoutes(app);
    const body = z.object({ n: z.number() });
    const query = z.object({ page: z.coerce.number() });
    app.post('/echo', { schema: { body, querystring: query } }, async (request) => ({
      body: request.body,
      query: request.query,
    }));
    const res = await app.inject({
      method: 'POST',
      url: '/echo?page=2',
      payload: { n: 'one', extra: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: { n: 'one', extra: true }, query: { page: '2' } });
    await app.close();
  });

  it('writes an answer with a declared 200 schema by that schema alone, the same JSON for its fields; others as they are', async () => {
    const app = Fastify();
    collectApiRoutes(app);
    const answer = z.object({
      data: z.object({
        id: z.int(),
        price: z.nullable(z.int()),
        reason: z.optional(z.string()),
        bids: z.array(z.object({ amount: z.int(), at: z.string() })),
      }),
    });
    const sent = {
      data: {
        id: 7,
        price: null,
        bids: [{ amount: 20_600, at: '2026-11-27T01:00:00.000Z', bidder: 'secret' }],
        internal: 'not in the contract',
      },
    };
    app.get('/declared', { schema: { response: { 200: answer } } }, async () => sent);
    app.get('/plain', async () => sent);
    const declared = await app.inject({ method: 'GET', url: '/declared' });
    expect(declared.json()).toEqual({
      data: { id: 7, price: null, bids: [{ amount: 20_600, at: '2026-11-27T01:00:00.000Z' }] },
    });
    expect((await app.inject({ method: 'GET', url: '/plain' })).json()).toEqual(sent);
    await app.close();
  });

  it("moves a recursive schema's definitions into the components, so every $ref resolves", () => {
    const node: z.ZodType = z.object({ name: z.string(), children: z.array(z.lazy(() => node)) });
    const doc = buildOpenApiDocument([
      {
        method: 'POST',
        url: '/tree',
        access: ['public'],
        schema: { body: z.object({ root: node }) },
      },
      { method: 'PUT', url: '/node', access: ['public'], schema: { body: node } },
    ]);
    const text = JSON.stringify(doc);
    expect(text).toContain('"$ref":"#/components/schemas/');
    expect(text).not.toContain('"$ref":"#/$defs');
    expect(text).not.toContain('"$ref":"#"');
    expect(unresolvedRefs(doc)).toEqual([]);
  });
});

describe('routes that are not the API', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'autobid-openapi-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("leaves the web app's page and SPA fallback out of the document", async () => {
    const app = Fastify();
    const routes = collectApiRoutes(app);
    expect(await registerWebApp(app, dist)).toBe(true);
    await app.ready();
    const doc = buildOpenApiDocument(routes) as unknown as Document;
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(NOT_OPERATIONS));
    expect(doc.paths).toEqual({});
    await app.close();
  });
});
