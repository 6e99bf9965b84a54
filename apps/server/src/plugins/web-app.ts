import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const API_PREFIXES = ['/auction/', '/portal/', '/general/', '/sso/', '/app/', '/media/'];

/**
 * Serves the built web app; any other GET for a page (not an API path or a file) answers
 * index.html so the app's own routes work on reload. Returns false when no build exists.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  const sendIndex = (reply: { header(k: string, v: string): unknown; sendFile(f: string): unknown }) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/', (_request, reply) => sendIndex(reply));
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) || /\.[a-z0-9]+$/i.test(path)) {
      return reply.callNotFound();
    }
    return sendIndex(reply);
  });
  return true;
}
