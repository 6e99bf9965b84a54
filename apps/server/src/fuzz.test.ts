import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createGroup, createUser } from './testing/factories';
import { createTestContext, type TestContext } from './testing/test-app';

/**
 * Every operation of `/openapi.json`, called with generated bad input: bodies, queries and path ids
 * shaped by the operation's own schemas and then broken (ids past 32 bits, NUL and control
 * characters, broken Unicode, dates out of range, wrong types, deep nesting, unknown fields, bodies
 * that are not JSON), and odd headers. No answer may be a 5xx, and a refused request may change no
 * row (docs/input.md). `FUZZ_RUNS` sets the calls per operation (6 by default).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
/** Rows a refused request may legitimately leave: failed sign-ins are counted, keys keep answers. */
const MAY_CHANGE_ON_REFUSAL = new Set([
  'login_failures',
  'idempotency_keys',
  'oidc_models',
  'server_secrets',
  '__drizzle_migrations',
]);
/** Operations left out, with why: they end the caller's own session, which the run keeps using. */
const NOT_FUZZED = new Map([
  ['POST /auction/api/v1/logout', 'signs the fuzzing account out'],
  ['POST /autobid-sso/v1/logout', 'signs the fuzzing account out'],
]);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
};
interface Operation {
  method: string;
  path: string;
  access: string[];
  parameters: { name: string; in: 'path' | 'query' | 'header'; schema: JsonSchema }[];
  body: JsonSchema | null;
  contentTypes: string[];
}

const TOO_BIG_IDS = [2_147_483_648, 2 ** 53 + 2, 1e308, -1, 0, 1.5, -0.5];
const BAD_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007bell',
  '\u007f',
  '\ud800',
  'x\udc00',
  '9999-12-31',
  '0000-00-00',
  '2026-02-31',
  '9999-12-31 23:59:59',
  '2147483648',
  '-1',
  'NaN',
  '1e999',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  'ทดสอบ',
  '😀'.repeat(50),
  'x'.repeat(5000),
];
/** The hostile values come most often; random ones find what no list thought of. */
const badScalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom<unknown>(...BAD_TEXT), weight: 5 },
  {
    arbitrary: fc.constantFrom<unknown>(...TOO_BIG_IDS, null, true, false, [], {}, [1, 2], {
      a: 1,
    }),
    weight: 3,
  },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);
/** Path segments, already encoded as they would travel. */
const badPathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1',
    '2147483647',
    '2147483648',
    '99999999999999999999',
    'abc',
    '1.5',
    '1e3',
    '%00',
    '%01',
    '%E0%A4%A',
    '%ED%A0%80',
    '..%2F..',
    'x'.repeat(300),
  ),
  fc.string({ maxLength: 20 }).map((value) => encodeURIComponent(value) || '1'),
);

/** A path id no row has, for the path parameters a call does not break. */
const NO_SUCH_ID = '999999';

/** The values that broke the portal before, tried in every field of every operation in turn. */
const KILLERS: unknown[] = [
  2_147_483_648,
  -1,
  1e308,
  'a\u0000b',
  '\u0007',
  '\ud800',
  '9999-12-31',
  '9999-12-31 23:59:59',
  'x'.repeat(5000),
  { nested: [[{}]] },
];

/** A value the schema would likely take: the baseline one field at a time is broken from. */
function plausible(
  schema: JsonSchema | undefined,
  resolve: (s: JsonSchema) => JsonSchema,
  depth = 0,
): unknown {
  if (!schema || depth > 6) return 1;
  const s = resolve(schema);
  if (s.enum && s.enum.length > 0) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const first = (s.anyOf ?? s.oneOf ?? s.allOf)?.[0];
  if (first) return plausible(first, resolve, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'string':
      return s.format === 'email' ? 'someone@example.com' : 'x';
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {})
          .filter(([key]) => s.required?.includes(key))
          .map(([key, value]) => [key, plausible(value, resolve, depth + 1)]),
      );
    default:
      return null;
  }
}

/** A path segment as it travels; half a surrogate pair goes as the bytes a client would send. */
function encodePathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A generated value as a query parameter's text. */
function asQueryText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
}

function arbitraryFor(
  schema: JsonSchema | undefined,
  resolve: (s: JsonSchema) => JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return badScalar;
  const s = resolve(schema);
  const alternatives = s.anyOf ?? s.oneOf;
  let shaped: fc.Arbitrary<unknown>;
  if (alternatives && alternatives.length > 0) {
    shaped = fc.oneof(...alternatives.map((a) => arbitraryFor(a, resolve, depth + 1)));
  } else if (s.allOf && s.allOf.length > 0) {
    shaped = arbitraryFor(s.allOf[0], resolve, depth + 1);
  } else if (s.enum && s.enum.length > 0) {
    shaped = fc.constantFrom(...s.enum);
  } else if (s.const !== undefined) {
    shaped = fc.constant(s.const);
  } else {
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    switch (type) {
      case 'integer':
      case 'number':
        shaped = fc.oneof(
          fc.integer({ min: -3, max: 5 }),
          fc.constantFrom(2_147_483_647, 2_147_483_648, 10_000, 1e15),
        );
        break;
      case 'string':
        shaped = fc.oneof(
          fc.constantFrom('x', 'demo', '2026-01-01', '2026-01-01 10:00:00', 'a@b.example'),
          fc.string({ maxLength: 20 }),
        );
        break;
      case 'boolean':
        shaped = fc.boolean();
        break;
      case 'array':
        shaped = fc.array(arbitraryFor(s.items, resolve, depth + 1), { maxLength: 3 });
        break;
      case 'object': {
        const properties = Object.entries(s.properties ?? {});
        shaped = fc
          .tuple(
            fc.record(
              Object.fromEntries(
                properties.map(([key, value]) => [key, arbitraryFor(value, resolve, depth + 1)]),
              ),
              { requiredKeys: [] },
            ),
            fc.option(fc.dictionary(fc.string({ maxLength: 8 }), badScalar, { maxKeys: 2 })),
          )
          .map(([known, extra]) => ({ ...(extra ?? {}), ...known }));
        break;
      }
      default:
        shaped = badScalar;
    }
  }
  // Mostly shaped like the schema, so the input gets past the first field; often broken.
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: badScalar, weight: 2 });
}

/** A body as it travels: JSON of a generated value, or something that is not JSON at all. */
const rawBodies = fc.constantFrom(
  { type: 'application/json', payload: '{"auction_id":' },
  { type: 'application/json', payload: '' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '[]' },
  { type: 'application/json', payload: `${'['.repeat(2000)}${']'.repeat(2000)}` },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/x-www-form-urlencoded', payload: 'auction_id=2147483648&amount=%00' },
  { type: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
);
const oddHeaders = fc.record(
  {
    'accept-language': fc.oneof(
      fc.constantFrom('th', 'id', 'en', 'xx', '*', ''),
      fc.stringMatching(/^[\x20-\x7e]{0,40}$/),
    ),
    'idempotency-key': fc.stringMatching(/^[\x20-\x7e]{0,300}$/),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', ''),
  },
  { requiredKeys: [] },
);

describe('every operation with generated bad input', () => {
  let ctx: TestContext;
  let operations: Operation[];
  let resolve: (s: JsonSchema) => JsonSchema;
  const tokens = new Map<string, () => Promise<string>>();
  const cache = new Map<string, string>();
  let tables: string[];
  /** Sign-ins of the run itself: each adds a token row, which is not the fuzzed request's doing. */
  let signIns = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    const sellerGroup = await createGroup(ctx.db, { kind: 'seller' });
    await createAuction(ctx.db, { sellerGroupId: sellerGroup.id, now: ctx.clock.now() });
    // A generated call that happens to be valid may disable or sign out an account: each persona
    // is made again when it can no longer sign in.
    const make = {
      dealer: () => createUser(ctx.db),
      seller: () => createUser(ctx.db, { role: 'seller', activeGroupId: sellerGroup.id }),
      staff: () => createUser(ctx.db, { role: 'staff', activeGroupId: null }),
    };
    for (const [name, create] of Object.entries(make)) {
      let user = await create();
      tokens.set(name, async () => {
        try {
          return await ctx.login(user.email);
        } catch {
          user = await create();
          return ctx.login(user.email);
        }
      });
    }

    const res = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { schemas: Record<string, JsonSchema> };
    }>();
    resolve = (schema) => {
      let current = schema;
      for (let i = 0; i < 10 && current.$ref; i += 1) {
        const name = current.$ref.replace('#/components/schemas/', '');
        current = document.components.schemas[name] ?? {};
      }
      return current;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]): Operation => {
        const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> })
          ?.content;
        return {
          method: method.toUpperCase(),
          path,
          access: (op['x-access'] as string[]) ?? [],
          parameters: (op.parameters as Operation['parameters']) ?? [],
          body: content ? (Object.values(content)[0]?.schema ?? null) : null,
          contentTypes: content ? Object.keys(content) : [],
        };
      }),
    );

    const rows = await ctx.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    tables = rowsOf<{ table_name: string }>(rows)
      .map((row) => row.table_name)
      .filter((name) => !MAY_CHANGE_ON_REFUSAL.has(name));
  });
  afterAll(() => ctx.close());

  function rowsOf<T>(result: unknown): T[] {
    return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
  }

  /** One digest of every row of every table a refusal must leave alone. */
  async function fingerprint(): Promise<string> {
    const parts = tables.map(
      (name) =>
        sql`select ${name} as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(name)} x`,
    );
    const rows = await ctx.db.execute<{ t: string; h: string }>(sql.join(parts, sql` union all `));
    return rowsOf<{ t: string; h: string }>(rows)
      .map((row) => `${row.t}:${row.h}`)
      .join(',');
  }

  /** Waits for the notices relayed after a commit: a relay publishes, then marks a moment later. */
  async function settleRelays(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    await ctx.app.notices.idle();
  }

  /** The next transaction id to be handed out: it moves only when something wrote. */
  async function lastTransactionId(): Promise<string> {
    const rows = await ctx.db.execute<{ x: string }>(
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
    );
    return rowsOf<{ x: string }>(rows)[0]?.x ?? '';
  }

  async function headersFor(access: string[]): Promise<Record<string, string>> {
    if (access.includes('public')) return {};
    const persona =
      access.includes('signedIn') || access.includes('dealer')
        ? 'dealer'
        : access.includes('seller')
          ? 'seller'
          : 'staff';
    let token = cache.get(persona);
    if (!token) {
      token = await tokens.get(persona)!();
      cache.set(persona, token);
      signIns += 1;
    }
    return { authorization: `Bearer ${token}` };
  }

  it('answers no operation with a 5xx and changes nothing when it refuses', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let calls = 0;
    let before = await fingerprint();
    let xidBefore = await lastTransactionId();
    for (const op of operations) {
      if (NOT_FUZZED.has(`${op.method} ${op.path}`)) continue;
      const pathArbs = Object.fromEntries(
        op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, badPathSegment]),
      );
      const queryArbs = Object.fromEntries(
        op.parameters
          .filter((p) => p.in === 'query')
          .map((p) => [p.name, arbitraryFor(p.schema, resolve).map(asQueryText)]),
      );
      const bodyArb: fc.Arbitrary<{ type: string; payload: string } | null> =
        op.body || op.method !== 'GET'
          ? fc.oneof(
              { arbitrary: rawBodies, weight: 1 },
              {
                arbitrary: arbitraryFor(op.body ?? { type: 'object' }, resolve).map((value) => ({
                  type: 'application/json',
                  payload: JSON.stringify(value) ?? 'null',
                })),
                weight: 4,
              },
            )
          : fc.constant(null);
      const samples = fc.sample(
        fc.record({
          path: fc.record(pathArbs),
          query: fc.record(queryArbs, { requiredKeys: [] }),
          body: bodyArb,
          headers: oddHeaders,
        }),
        { numRuns: RUNS },
      );
      const baseline = plausible(op.body ?? undefined, resolve);
      const bodyFields =
        baseline && typeof baseline === 'object' && !Array.isArray(baseline)
          ? Object.keys(resolve(op.body ?? {}).properties ?? {})
          : [];
      const targeted: typeof samples = [];
      for (const killer of KILLERS) {
        const text = asQueryText(killer);
        for (const p of op.parameters.filter((q) => q.in !== 'header')) {
          targeted.push({
            path: p.in === 'path' ? { [p.name]: encodePathSegment(text) } : {},
            query: p.in === 'query' ? { [p.name]: text } : {},
            body: null,
            headers: {},
          });
        }
        for (const field of bodyFields) {
          targeted.push({
            path: {},
            query: {},
            body: {
              type: 'application/json',
              payload: JSON.stringify({ ...(baseline as object), [field]: killer }),
            },
            headers: {},
          });
        }
      }
      for (const sample of [...targeted, ...samples]) {
        const url =
          op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
            String(sample.path[name] ?? NO_SUCH_ID),
          ) +
          (Object.keys(sample.query).length > 0
            ? `?${new URLSearchParams(sample.query as Record<string, string>).toString()}`
            : '');
        const signInsBefore = signIns;
        const auth = await headersFor(op.access);
        if (signIns !== signInsBefore) {
          before = await fingerprint();
          xidBefore = await lastTransactionId();
        }
        const res = await ctx.app.inject({
          method: op.method as 'GET',
          url,
          headers: {
            ...sample.headers,
            ...auth,
            ...(sample.body ? { 'content-type': sample.body.type } : {}),
          },
          ...(sample.body && op.method !== 'GET' ? { payload: sample.body.payload } : {}),
        });
        calls += 1;
        if (process.env.FUZZ_DEBUG && url.includes(process.env.FUZZ_DEBUG)) {
          console.log(res.statusCode, url.slice(0, 120), res.body.slice(0, 120));
        }
        const described = `${op.method} ${url.slice(0, 200)} ${sample.body?.payload.slice(0, 200) ?? ''}`;
        if (res.statusCode >= 500) {
          failures.push(`${res.statusCode} ${described} → ${res.body.slice(0, 200)}`);
        }
        if (res.statusCode === 401 && auth.authorization) cache.clear();
        // A notice relayed after an accepted change is marked published a moment later: let that
        // land now, so it is not counted against the next request.
        await settleRelays();
        // A write takes a transaction id: when none was taken, no row can have changed.
        const xidAfter = await lastTransactionId();
        if (xidAfter === xidBefore) continue;
        xidBefore = xidAfter;
        const after = await fingerprint();
        if (res.statusCode >= 400 && after !== before) {
          const was = new Set(before.split(','));
          const changed = after
            .split(',')
            .filter((part) => !was.has(part))
            .map((part) => part.split(':')[0]);
          if (changed.length > 0) {
            failures.push(`${changed.join('+')} changed on ${res.statusCode}: ${described}`);
          }
        }
        before = after;
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(operations.length);
  }, 600_000);
});
