import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chooseEncoding, loadWebAssets, type WebAsset } from './web-assets';
import { allow } from '../access/access';

const API_PREFIXES = ['/auction/', '/portal/', '/general/', '/sso/', '/app/', '/media/'];
/** Files under /assets/ carry a content hash in their name, so a URL never changes its bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is checked with the server on every use. */
const REVALIDATE = 'no-cache';

function send(request: FastifyRequest, reply: FastifyReply, asset: WebAsset, cacheControl: string) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], asset);
  const etag = `"${asset.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (asset.bodies.br || asset.bodies.gzip) reply.header('vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  ) {
    return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(asset.type).send(asset.bodies[encoding]);
}

/**
 * Serves the built web app from memory, brotli or gzip as the client accepts; any other GET for
 * a page (not an API path or a file) answers index.html so the app's own routes work on reload.
 * Returns false when no build exists.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  const assets = await loadWebAssets(distDir);
  const index = assets.get('/index.html');
  if (!index) return false;
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, index, REVALIDATE);
  app.get('/', allow('public'), sendIndex);
  app.get('/*', allow('public'), (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const asset = assets.get(path);
    if (asset)
      return send(request, reply, asset, path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) || /\.[a-z0-9]+$/i.test(path)) {
      return reply.callNotFound();
    }
    return sendIndex(request, reply);
  });
  return true;
}
