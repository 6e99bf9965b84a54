import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectApiRoutes } from '../../lib/openapi';
import { mediaRoutes } from './media.routes';

describe('GET /media/art/{banners,logos,closeups}/:file', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    // As buildApp does: the route schemas are documentation only (docs/api.md).
    collectApiRoutes(app);
    await app.register(mediaRoutes);
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['/media/art/banners/my-1.svg?headline=Weekend%20clearance&tone=teal', 'Weekend clearance'],
    ['/media/art/logos/atc.svg?initials=ATC&tone=indigo', 'ATC'],
    ['/media/art/closeups/12-2.svg?kind=odometer&color=Pearl%20White&mileage=62000', '62,000 km'],
  ])('%s draws an SVG showing its text, cacheable and unable to run script', async (url, text) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).toContain(text);
  });

  it.each([
    ['/media/art/banners/my-1.svg?headline=%3Cscript%3E&tone=teal', 'headline'],
    ['/media/art/banners/my-1.svg?headline=Hi&tone=pink', 'tone'],
    ['/media/art/logos/ATC.svg?initials=ATC&tone=teal', 'file'],
    ['/media/art/logos/atc.svg?initials=abcd&tone=teal', 'initials'],
    ['/media/art/closeups/1-1.svg?kind=roof&color=Silver&mileage=1', 'kind'],
    ['/media/art/closeups/1-1.svg?kind=tyre&color=Silver&mileage=-5', 'mileage'],
  ])('%s answers 422 naming %s', async (url, field) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(res.json().errors)).toContain(field);
  });
});
