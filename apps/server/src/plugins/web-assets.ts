import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** One file of the built app, held in memory with its compressed forms. */
export interface WebAsset {
  type: string;
  /** Strong validator of the uncompressed bytes; each encoding gets its own tag from it. */
  hash: string;
  bodies: Partial<Record<ContentEncoding, Buffer>> & { identity: Buffer };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.ico',
]);
/** Below this, headers outweigh what compression saves. */
const MIN_COMPRESS_BYTES = 1024;
const SIBLINGS: Record<'br' | 'gzip', string> = { br: '.br', gzip: '.gz' };

const compressors = {
  // Only for files the build did not precompress; quality 9 keeps a cold start quick.
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data: Buffer) => promisify(gzip)(data, { level: 9 }),
};

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Dot folders hold build details (Vite's manifest), not files for the browser.
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.isFile() && !/\.(br|gz)$/.test(entry.name) ? [path] : [];
  });
}

async function loadAsset(path: string): Promise<WebAsset> {
  const extension = extname(path).toLowerCase();
  const identity = readFileSync(path);
  const asset: WebAsset = {
    type: TYPES[extension] ?? 'application/octet-stream',
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    bodies: { identity },
  };
  if (!COMPRESSIBLE.has(extension) || identity.length < MIN_COMPRESS_BYTES) return asset;
  for (const encoding of ['br', 'gzip'] as const) {
    const sibling = `${path}${SIBLINGS[encoding]}`;
    const body = existsSync(sibling)
      ? readFileSync(sibling)
      : await compressors[encoding](identity);
    if (body.length < identity.length) asset.bodies[encoding] = body;
  }
  return asset;
}

/**
 * Every file of the built app by its URL path ("/assets/index-abc.js"), read once at start with
 * its brotli and gzip forms: the build's `.br`/`.gz` siblings where present, else compressed here.
 */
export async function loadWebAssets(distDir: string): Promise<Map<string, WebAsset>> {
  const assets = new Map<string, WebAsset>();
  for (const path of listFiles(distDir)) {
    assets.set(`/${relative(distDir, path).split(sep).join('/')}`, await loadAsset(path));
  }
  return assets;
}

/** The best encoding the client accepts of those the asset has; `identity` when none. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  asset: WebAsset,
): ContentEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (asset.bodies[encoding] && (accepted.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return 'identity';
}
