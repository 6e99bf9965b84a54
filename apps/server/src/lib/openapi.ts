import { apiErrorSchema } from '@autobid/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fastJson from 'fast-json-stringify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Access } from '../access/access';
import { SERVER_ROOT } from './server-root';

declare module 'fastify' {
  interface FastifySchema {
    /** One line on what the route does, shown in the API reference (docs/api.md). */
    summary?: string;
    /** The body's media types when it is not JSON, e.g. `multipart/form-data` for an upload. */
    consumes?: readonly string[];
  }
  interface FastifyInstance {
    /** Every route as registered, HEAD aside: the source of the OpenAPI document. */
    apiRoutes: readonly ApiRoute[];
  }
}

/** A route as registered: what the OpenAPI document is built from. */
export interface ApiRoute {
  method: string;
  /** Fastify's form, `/a/:id/*`. */
  url: string;
  schema: FastifySchema;
  access: readonly Access[];
}

/**
 * Routes that are not the API, left out of the document. The web app's page and files answer any
 * GET the API does not (docs/api.md); they take no input and are no operation of the API.
 */
export const NOT_API_ROUTES: ReadonlyMap<string, string> = new Map([
  ['GET /', "the web app's start page"],
  ['GET /*', "the web app's files and its page for every other address (SPA fallback)"],
]);

/**
 * Declares the route schemas to be documentation only and collects every route as registered.
 * Call on the root instance before any route: Fastify then neither validates nor coerces with the
 * zod schemas (access decides before any input is read, and the handlers parse with `parseInput`
 * so the messages stay ours), and never compiles a zod object as JSON schema. HEAD routes, which
 * Fastify adds for each GET, are left out.
 */
export function collectApiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.setValidatorCompiler(() => (value: unknown) => ({ value }));
  app.setSerializerCompiler(({ schema }) => responseSerializer(schema));
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema ?? {},
        access: route.config?.access ?? [],
      });
    }
  });
  return routes;
}

/**
 * How a route's answer is written: by fast-json-stringify compiled from the zod schema it declares
 * for that status (the bid answers, docs/api.md), else `JSON.stringify`. A compiled writer writes
 * only the schema's fields, so such a schema must be the whole answer, as the contract's are. The
 * validators it picks a union's branch with (a nullable object, a choice of shapes) are compiled
 * as it is built, at start: otherwise the first answers after a start, the first bids on a node
 * that joined a busy close, would pay for compiling them.
 */
export function responseSerializer(schema: unknown): (data: unknown) => string {
  if (!isZodSchema(schema)) return (data) => JSON.stringify(data);
  return fastJson(z.toJSONSchema(schema, OUTPUT) as Parameters<typeof fastJson>[0], {
    compileValidators: true,
  });
}

function isZodSchema(schema: unknown): schema is z.core.$ZodType {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

const WILDCARD = 'wildcard';

/** Fastify's `/a/:id/*` as OpenAPI's `/a/{id}/{wildcard}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}').replace(/\*$/, `{${WILDCARD}}`);
}

const IO = { io: 'input', unrepresentable: 'any' } as const;
const OUTPUT = { io: 'output' } as const;
/** A body as JSON Schema: its objects take no field they do not name (`parseBody`, docs/input.md). */
const BODY: z.core.ToJSONSchemaParams = {
  ...IO,
  override: ({ zodSchema, jsonSchema }) => {
    if (zodSchema._zod.def.type === 'object' && !zodSchema._zod.def.catchall)
      jsonSchema.additionalProperties = false;
  },
};
const JSON_SCHEMA = 'https://json-schema.org/draft/2020-12/schema';

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  $defs?: Record<string, JsonSchema>;
};

/** The package version of the server, the document's `info.version`. */
function serverVersion(): string {
  const text = readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

/**
 * A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), its input side: what a client
 * sends before any transform. Its `$defs` move to `components.schemas` under a name of their own,
 * so every `$ref` resolves in the whole document.
 */
function toSchema(
  schema: unknown,
  name: string,
  components: Record<string, unknown>,
  io: typeof IO | typeof OUTPUT | typeof BODY = IO,
): JsonSchema {
  const converted = z.toJSONSchema(schema as z.core.$ZodType, io) as JsonSchema;
  const { $schema: _dialect, $defs = {}, ...rest } = converted;
  const target = (def: string) => `#/components/schemas/${name}.${def}`;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
          ? [key, target(inner.slice('#/$defs/'.length))]
          : key === '$ref' && inner === '#'
            ? [key, `#/components/schemas/${name}`]
            : [key, rewrite(inner)],
      ),
    );
  };
  for (const [def, body] of Object.entries($defs)) components[`${name}.${def}`] = rewrite(body);
  const root = rewrite(rest) as JsonSchema;
  // A schema that refers to itself needs a name to be referred to by.
  if (JSON.stringify(rest).includes('"$ref":"#"')) components[name] = root;
  return root;
}

/**
 * The tag of a path: its API base (`/auction/api`, `/portal/api`, `/autobid-sso/v1`, ...), else
 * its first segment (`/media`); a file at the root (`/config.json`, `/healthz`) is tagged `/`.
 */
export function tagOf(url: string): string {
  const base = /^\/([^/]+)\/(api|v\d+)(\/|$)/.exec(url);
  if (base) return `/${base[1]}/${base[2]}`;
  const nested = /^(\/[^/]+)\/./.exec(url);
  return nested?.[1] ?? '/';
}

function operationId(method: string, url: string): string {
  const words = url
    .replace(/\*$/, WILDCARD)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words].join('_');
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

function parameters(route: ApiRoute, name: string, components: Record<string, unknown>) {
  const params = route.schema.params
    ? toSchema(route.schema.params, `${name}.params`, components)
    : {};
  const inPath: Parameter[] = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, key = '']) => ({
    name: key,
    in: 'path',
    required: true,
    schema: params.properties?.[key] ?? { type: 'string' },
  }));
  if (route.url.endsWith('*'))
    inPath.push({
      name: WILDCARD,
      in: 'path',
      required: true,
      description: 'The rest of the path, slashes included.',
      schema: { type: 'string' },
    });
  const query = route.schema.querystring
    ? toSchema(route.schema.querystring, `${name}.query`, components)
    : {};
  const inQuery = Object.entries(query.properties ?? {}).map(([key, schema]): Parameter => ({
    name: key,
    in: 'query',
    required: query.required?.includes(key) ?? false,
    schema,
  }));
  // A signed-in caller's changing request may carry an idempotency key (docs/idempotency.md).
  const changing = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const keyed = changing && !route.access.includes('public');
  const inHeader: Parameter[] = keyed
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Runs the request once: a retry with the same key and body gets the first answer again, with `Idempotent-Replayed: true`; the same key with another body answers 422 `idempotency_key_reused`, and while the first still runs 409 `idempotency_key_in_use`. Kept 24 hours per user.',
          schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7e]+$' },
        },
      ]
    : [];
  return [...inPath, ...inQuery, ...inHeader];
}

/** A file part added to a multipart body: the uploads read one file from the field `file`. */
const FILE_PART = { type: 'string', contentMediaType: 'application/octet-stream' };

function requestBody(route: ApiRoute, name: string, components: Record<string, unknown>) {
  const types = route.schema.consumes ?? ['application/json'];
  if (!route.schema.body && !types.includes('multipart/form-data')) return undefined;
  const body: JsonSchema = route.schema.body
    ? toSchema(route.schema.body, `${name}.body`, components, BODY)
    : { type: 'object' };
  const content = Object.fromEntries(
    types.map((type) => {
      if (type !== 'multipart/form-data') return [type, { schema: body }];
      const multipart: JsonSchema = {
        ...body,
        properties: { ...body.properties, file: FILE_PART },
        required: [...(body.required ?? []), 'file'],
      };
      return [type, { schema: multipart }];
    }),
  );
  // An absent body is read as `{}`, so a body is required when `{}` would be refused.
  const required =
    types.includes('multipart/form-data') ||
    (route.schema.body !== undefined &&
      !z.safeParse(route.schema.body as z.core.$ZodType, {}).success);
  return { required, content };
}

/**
 * The answers: the 200 body where the route declares its schema (`schema.response[200]`),
 * otherwise any 2xx; every 4xx is the error body.
 */
function responses(route: ApiRoute, name: string, components: Record<string, unknown>) {
  const declared = (route.schema.response as Record<string, unknown> | undefined)?.[200];
  const done = isZodSchema(declared)
    ? {
        '200': {
          description: 'Done.',
          content: {
            'application/json': {
              schema: toSchema(declared, `${name}.response`, components, OUTPUT),
            },
          },
        },
      }
    : { '2XX': { description: 'Done; the body depends on the operation.' } };
  return { ...done, '4XX': { $ref: '#/components/responses/Error' } };
}

/** What the document says about who may call: the access decides it (apps/server/src/access). */
function describeAccess(access: readonly Access[]): string {
  if (access.includes('public')) return 'Anyone';
  if (access.includes('signedIn')) return 'Any signed-in account';
  return access.join(', ');
}

/**
 * The OpenAPI 3.1 document of the routes: paths and methods, parameters from the params and
 * querystring schemas, the body from the body schema, bearer security on every route that is not
 * public, and the error body of `@autobid/contract` as every 4xx answer (docs/api.md).
 */
export function buildOpenApiDocument(routes: readonly ApiRoute[]) {
  const components: Record<string, unknown> = {
    Error: toSchema(apiErrorSchema, 'Error', {}),
  };
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const route of routes) {
    if (NOT_API_ROUTES.has(`${route.method} ${route.url}`)) continue;
    const path = openApiPath(route.url);
    const id = operationId(route.method, route.url);
    const tag = tagOf(route.url);
    tags.add(tag);
    const params = parameters(route, id, components);
    const body = requestBody(route, id, components);
    const isPublic = route.access.includes('public');
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      operationId: id,
      ...(route.schema.summary ? { summary: route.schema.summary } : {}),
      tags: [tag],
      description: `Who may call: ${describeAccess(route.access)}.`,
      'x-access': route.access,
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      security: isPublic ? [] : [{ bearerAuth: [] }],
      responses: responses(route, id, components),
    };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: JSON_SCHEMA,
    info: {
      title: 'AutoBid API',
      version: serverVersion(),
      description: 'Generated from the zod schemas the routes parse their input with.',
    },
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      responses: {
        Error: {
          description: 'Refused: a message, a stable code and, for bad input, per-field messages.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access token from a sign-in call.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
