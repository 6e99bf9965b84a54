import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BODY_TYPES, CAR_VIEWS } from './car-art/views';
import { collectApiRoutes } from '../../lib/openapi';
import { mediaRoutes } from './media.routes';
import { buildPhotos } from './photos';

const GOOD = '/media/cars/12-1.svg?make=Toyota&model=Vios&year=2019&color=Silver&view=side';

describe('GET /media/cars/:file', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = Fastify();
    // As buildApp does: the route schemas are documentation only (docs/api.md).
    collectApiRoutes(app);
    await app.register(mediaRoutes);
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
  });

  it('draws an SVG with the car named on it, cacheable for a day', async () => {
    const res = await app.inject({ method: 'GET', url: GOOD });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body.trimEnd().endsWith('</svg>')).toBe(true);
    expect(res.body).toContain('2019 Toyota Vios');
    expect(res.body).toContain('>Side</text>');
  });

  it('draws the same picture for the same request', async () => {
    const [a, b] = await Promise.all([app.inject(GOOD), app.inject(GOOD)]);
    expect(a.body).toBe(b.body);
  });

  it.each(
    BODY_TYPES.flatMap((body) => CAR_VIEWS.map((view) => [body, view.key, view.label.en] as const)),
  )('draws a %s in the %s view with its label', async (body, view, label) => {
    const res = await app.inject(
      `/media/cars/3-2.svg?make=Honda&model=CR-V&year=2021&color=%23336699&body=${body}&view=${view}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`>${label}</text>`);
    expect(res.body).not.toMatch(/NaN|undefined/);
  });

  it('serves every photo URL the seed stores', async () => {
    const photos = buildPhotos({
      inventoryId: 7,
      count: 6,
      make: 'Mercedes-Benz',
      model: 'GLC 300',
      year: 2020,
      color: 'Pearl White',
      body: 'suv',
    });
    for (const photo of photos) {
      const res = await app.inject(photo.url);
      expect(res.statusCode, photo.url).toBe(200);
      expect(res.body).toContain('2020 Mercedes-Benz GLC 300');
      expect(res.body).toContain(`>${photo.caption}</text>`);
      for (const language of ['id', 'th'] as const) {
        const drawn = photo.translations?.[language];
        const translated = await app.inject(drawn?.url ?? photo.url);
        expect(translated.statusCode).toBe(200);
        expect(translated.body).toContain(`>${drawn?.caption}</text>`);
      }
    }
  });

  it('draws the view, the colour and the illustration note in the language the URL names', async () => {
    const res = await app.inject(`${GOOD}&lang=th`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>ด้านข้าง</text>');
    expect(res.body).toContain('>เงิน</text>');
    expect(res.body).toContain('>ภาพประกอบ ไม่ใช่ภาพถ่ายจริง</text>');
    expect(res.body).not.toMatch(/Illustration|>Side<|>Silver</);
  });

  it('draws the illustration note in the bottom left corner, clear of the photo count laid over the bottom right', async () => {
    const res = await app.inject(GOOD);
    expect(res.body).toMatch(/<text x="24" y="582"[^>]*>Illustration, not a photograph<\/text>/);
  });

  it('escapes names that carry XML metacharacters', async () => {
    const res = await app.inject(
      `/media/cars/1-1.svg?make=${encodeURIComponent("Tom & Jerry's")}&model=X&year=2020&color=Red`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Tom &amp; Jerry&apos;s');
    expect(res.body).not.toContain("Tom & Jerry's");
  });

  it.each([
    [
      'a markup make',
      '/media/cars/1-1.svg?make=%3Cscript%3E&model=Vios&year=2019&color=Silver',
      'make',
    ],
    ['a missing model', '/media/cars/1-1.svg?make=Toyota&year=2019&color=Silver', 'model'],
    [
      'a year that is not a number',
      '/media/cars/1-1.svg?make=Toyota&model=Vios&year=soon&color=Silver',
      'year',
    ],
    [
      'a year out of range',
      '/media/cars/1-1.svg?make=Toyota&model=Vios&year=1800&color=Silver',
      'year',
    ],
    [
      'an unknown colour',
      '/media/cars/1-1.svg?make=Toyota&model=Vios&year=2019&color=Sparkly',
      'color',
    ],
    [
      'an unknown view',
      '/media/cars/1-1.svg?make=Toyota&model=Vios&year=2019&color=Silver&view=roof',
      'view',
    ],
    [
      'an unknown body',
      '/media/cars/1-1.svg?make=Toyota&model=Vios&year=2019&color=Silver&body=tank',
      'body',
    ],
    [
      'a repeated make',
      '/media/cars/1-1.svg?make=Toyota&make=Honda&model=Vios&year=2019&color=Silver',
      'make',
    ],
    [
      'a control character',
      '/media/cars/1-1.svg?make=Toy%00ota&model=Vios&year=2019&color=Silver',
      'make',
    ],
    [
      'a language the art is not drawn in',
      '/media/cars/1-1.svg?make=Toyota&model=Vios&year=2019&color=Silver&lang=fr',
      'lang',
    ],
    [
      'a file that is not an SVG',
      '/media/cars/1-1.png?make=Toyota&model=Vios&year=2019&color=Silver',
      'file',
    ],
    [
      'a file without an inventory id',
      '/media/cars/abc.svg?make=Toyota&model=Vios&year=2019&color=Silver',
      'file',
    ],
  ])('answers 422 naming the field for %s', async (_case, url, field) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toContain(field);
    expect(body.message.length).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
