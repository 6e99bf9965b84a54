import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

const script = Buffer.from(
  `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`,
);
const page = Buffer.from(
  `<!doctype html><html><body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`,
);
const unpacked = Buffer.from(`.card{color:red}\n`.repeat(200));
const tiny = Buffer.from('.a{b:c}');

let dist: string;
let app: FastifyInstance;

/** A built app as Vite leaves it: hashed files under assets/, with .br and .gz beside the script. */
function writeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'autobid-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), '{}');
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js'), script);
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js.gz'), gzipSync(script));
  // The build did not precompress these: the server compresses the first at start; the second is too small.
  writeFileSync(join(dir, 'assets/cards-Zz98Yy76.css'), unpacked);
  writeFileSync(join(dir, 'assets/tiny-Qq11Ww22.css'), tiny);
  return dir;
}

beforeAll(async () => {
  dist = writeDist();
  app = Fastify();
  expect(await registerWebApp(app, dist)).toBe(true);
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('sends a hashed script brotli-encoded to a browser that accepts brotli, cached for a year as immutable', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(script.length / 2);
  });

  it('sends gzip to a client that accepts gzip but not brotli', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('sends the file as it is to a client without Accept-Encoding, still varying on it', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(script)).toBe(true);
  });

  it('sends the file as it is when the client refuses every compression it names', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(script)).toBe(true);
  });

  it('compresses at start a file the build did not precompress', async () => {
    const res = await get('/assets/cards-Zz98Yy76.css', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(brotliDecompressSync(res.rawPayload).equals(unpacked)).toBe(true);
  });

  it('sends a file too small to gain from compression as it is, without Vary', async () => {
    const res = await get('/assets/tiny-Qq11Ww22.css', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.rawPayload.equals(tiny)).toBe(true);
  });

  it('answers index.html at / and at any page of the app, compressed and revalidated on every visit', async () => {
    for (const url of ['/', '/index.html', '/auctions/12', '/live-auctions?country=MY']) {
      const res = await get(url, { 'accept-encoding': 'gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(res.headers.vary, url).toBe('Accept-Encoding');
      expect(gunzipSync(res.rawPayload).equals(page), url).toBe(true);
    }
  });

  it('answers 304 with no body when the client already holds the same bytes in the same encoding', async () => {
    const first = await get('/live-auctions', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get('/live-auctions', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    // The same tag does not stand for the gzip or the plain bytes.
    const gzip = await get('/live-auctions', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
  });

  it('answers 404, not the app, for a missing file, a build detail or an unknown API path', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/assets/gone-12345678.js',
      '/robots.txt',
      '/auction/api/v9/nothing',
      '/portal/x',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
