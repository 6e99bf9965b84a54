import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, inspections, inventories, models } from '../../db/schema';
import { createGroup, createInventory, createUser } from '../../testing/factories';
import { listingInput } from '../../testing/listing-input';
import { createTestContext, type TestContext } from '../../testing/test-app';

type Headers = Record<string, string>;
const STAFF = '/portal/api/v2/staff/inspections';
const SELLER = '/portal/api/v2/sellers/listings';

/** Every section rated: exterior and interior fair with notes, the rest as given. */
const fullReport = (revision: number, rating: 100 | 75 | 50 | 25 = 75) => ({
  revision,
  summary: 'Sound car; interior worn.',
  sections: [
    { key: 'exterior', rating, notes: 'Light scratches.' },
    { key: 'interior', rating: 50, notes: 'Seat bolster worn.' },
    { key: 'engine', rating: 100, notes: '' },
    { key: 'transmission', rating: 100, notes: '' },
    { key: 'tyres_brakes', rating: 75, notes: '' },
  ],
});

describe('an inspector inspects a listed car and publishes the report (docs/inspections.md)', () => {
  let ctx: TestContext;
  let modelId: number;
  let seller: Headers;
  let otherSeller: Headers;
  let inspector: Headers;
  let operations: Headers;
  beforeAll(async () => {
    ctx = await createTestContext();
    const group = await createGroup(ctx.db, { kind: 'seller' });
    const other = await createGroup(ctx.db, { kind: 'seller' });
    const login = async (user: { email: string }) => ({
      authorization: `Bearer ${await ctx.login(user.email)}`,
    });
    const staff = (role: 'inspector' | 'operations') =>
      createUser(ctx.db, { role: 'staff', activeGroupId: null, staffRoles: [role] });
    seller = await login(await createUser(ctx.db, { role: 'seller', activeGroupId: group.id }));
    otherSeller = await login(
      await createUser(ctx.db, { role: 'seller', activeGroupId: other.id }),
    );
    inspector = await login(await staff('inspector'));
    operations = await login(await staff('operations'));
    await createInventory(ctx.db, group.id);
    const [model] = await ctx.db.select({ id: models.id }).from(models).limit(1);
    modelId = model!.id;
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  async function listCar(): Promise<number> {
    const res = await send('POST', SELLER, seller, listingInput({ model_id: modelId }));
    expect(res.statusCode).toBe(201);
    return res.json().data.id;
  }
  const queueIds = async (tab: 'waiting' | 'published') =>
    (await send('GET', `${STAFF}?tab=${tab}`, inspector))
      .json()
      .data.map((item: { listing_id: number }) => item.listing_id);

  it('a new listing waits in the queue; a draft keeps it there; publishing moves it to published', async () => {
    const listingId = await listCar();
    expect(await queueIds('waiting')).toContain(listingId);

    const started = await send('POST', `${STAFF}/${listingId}/versions`, inspector);
    expect(started.statusCode).toBe(201);
    expect(started.json().data).toMatchObject({
      version: 1,
      status: 'draft',
      revision: 1,
      score: null,
      sections: [],
      photos: [],
      published_at: null,
    });
    const waiting = (await send('GET', `${STAFF}?tab=waiting`, inspector)).json().data;
    expect(waiting.find((i: { listing_id: number }) => i.listing_id === listingId)).toMatchObject({
      latest: { version: 1, status: 'draft', score: null },
      published: null,
    });

    const saved = await send('PUT', `${STAFF}/${listingId}/versions/1`, inspector, fullReport(1));
    expect(saved.statusCode).toBe(200);
    // (75 + 50 + 100 + 100 + 75) / 5 = 80
    expect(saved.json().data).toMatchObject({ revision: 2, score: 80 });
    expect(saved.json().data.sections.map((s: { name: string }) => s.name)).toEqual([
      'Exterior',
      'Interior',
      'Engine',
      'Transmission',
      'Tyres & brakes',
    ]);

    const published = await send('POST', `${STAFF}/${listingId}/versions/1/publish`, inspector, {
      revision: 2,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', score: 80 });
    expect(published.json().data.published_at).toBe(new Date(ctx.clock.now()).toISOString());
    expect(await queueIds('waiting')).not.toContain(listingId);
    expect(await queueIds('published')).toContain(listingId);

    const mine = await send('GET', `${SELLER}/${listingId}/inspection`, seller);
    expect(mine.json().data).toMatchObject({
      version: 1,
      score: 80,
      summary: 'Sound car; interior worn.',
    });
    expect((await send('GET', `${SELLER}/${listingId}/inspection`, otherSeller)).statusCode).toBe(
      404,
    );
    const actions = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'inspection'));
    expect(actions.map((a) => a.action)).toEqual([
      'inspection.start',
      'inspection.save',
      'inspection.publish',
    ]);
  });

  it('the seller reads its published report in the language it reads, as dealers do: summary and notes translated where they are', async () => {
    const listingId = await listCar();
    await send('POST', `${STAFF}/${listingId}/versions`, inspector);
    await send('PUT', `${STAFF}/${listingId}/versions/1`, inspector, fullReport(1));
    await send('POST', `${STAFF}/${listingId}/versions/1/publish`, inspector, { revision: 2 });
    const latest = (await ctx.db.select().from(inspections).orderBy(inspections.id)).at(-1)!;
    expect(latest.status).toBe('published');
    await ctx.db
      .update(inspections)
      .set({
        summaryTranslations: { th: 'รถสภาพดี ภายในสึกหรอ', id: 'Mobil sehat; interior aus.' },
        sections: latest.sections.map((section, n) =>
          n === 0 ? { ...section, notesTranslations: { th: 'รอยขีดข่วนเล็กน้อย' } } : section,
        ),
      })
      .where(eq(inspections.id, latest.id));
    expect(latest.summary).toBe('Sound car; interior worn.');
    const read = async (language: string) =>
      (
        await send('GET', `${SELLER}/${listingId}/inspection`, {
          ...seller,
          'accept-language': language,
        })
      ).json().data as { summary: string; sections: { notes: string }[] };
    const thai = await read('th');
    expect(thai.summary).toBe('รถสภาพดี ภายในสึกหรอ');
    expect(thai.sections[0]!.notes).toBe('รอยขีดข่วนเล็กน้อย');
    const indonesian = await read('id');
    expect(indonesian.summary).toBe('Mobil sehat; interior aus.');
    // No Indonesian notes: the inspector's own words.
    expect(indonesian.sections[0]!.notes).toBe(latest.sections[0]!.notes);
    expect((await read('en')).summary).toBe('Sound car; interior worn.');
  });

  it('a seller sees no report before one is published', async () => {
    const listingId = await listCar();
    await send('POST', `${STAFF}/${listingId}/versions`, inspector);
    const res = await send('GET', `${SELLER}/${listingId}/inspection`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
  });

  it('ratings other than 100, 75, 50 and 25, unknown and repeated sections are refused by field and change nothing', async () => {
    const listingId = await listCar();
    await send('POST', `${STAFF}/${listingId}/versions`, inspector);
    const url = `${STAFF}/${listingId}/versions/1`;
    const base = fullReport(1);
    const cases: Array<[object, string]> = [
      [{ ...base, sections: [{ key: 'exterior', rating: 60, notes: '' }] }, 'sections.0.rating'],
      [{ ...base, sections: [{ key: 'exterior', rating: '75', notes: '' }] }, 'sections.0.rating'],
      [{ ...base, sections: [{ key: 'roof', rating: 75, notes: '' }] }, 'sections.0.key'],
      [
        {
          ...base,
          sections: [
            { key: 'engine', rating: 75, notes: '' },
            { key: 'engine', rating: 50, notes: 'x' },
          ],
        },
        'sections',
      ],
      [{ ...base, summary: 'bad\u0000text' }, 'summary'],
      [{ ...base, summary: 'x'.repeat(1001) }, 'summary'],
      [{ ...base, revision: 0 }, 'revision'],
      [
        { ...base, photos: [{ id: '1f0e8f8e-7a59-4a60-8d4e-8a9d2b7c0e11', caption: 'x' }] },
        'photos.0.id',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await send('PUT', url, inspector, payload);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    const draft = (await send('GET', `${STAFF}/${listingId}`, inspector)).json().data.versions[0];
    expect(draft).toMatchObject({ revision: 1, sections: [] });
  });

  it('a save from an older revision is refused as stale, so two inspectors never overwrite each other', async () => {
    const listingId = await listCar();
    await send('POST', `${STAFF}/${listingId}/versions`, inspector);
    const url = `${STAFF}/${listingId}/versions/1`;
    expect((await send('PUT', url, inspector, fullReport(1))).statusCode).toBe(200);
    const stale = await send('PUT', url, inspector, fullReport(1, 25));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('inspection_stale');
    const publishStale = await send('POST', `${url}/publish`, inspector, { revision: 1 });
    expect(publishStale.json().code).toBe('inspection_stale');
  });

  it('two inspectors starting or saving the same car at once: one goes through, the other is refused', async () => {
    const listingId = await listCar();
    const starts = await Promise.all([
      send('POST', `${STAFF}/${listingId}/versions`, inspector),
      send('POST', `${STAFF}/${listingId}/versions`, inspector),
    ]);
    expect(starts.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const url = `${STAFF}/${listingId}/versions/1`;
    const saves = await Promise.all([
      send('PUT', url, inspector, fullReport(1, 100)),
      send('PUT', url, inspector, fullReport(1, 25)),
    ]);
    expect(saves.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const file = (await send('GET', `${STAFF}/${listingId}`, inspector)).json().data;
    expect(file.versions).toMatchObject([{ version: 1, revision: 2 }]);
  });

  it('an incomplete report is not published, each missing field named', async () => {
    const listingId = await listCar();
    await send('POST', `${STAFF}/${listingId}/versions`, inspector);
    const url = `${STAFF}/${listingId}/versions/1`;
    await send('PUT', url, inspector, {
      revision: 1,
      summary: '',
      sections: [{ key: 'exterior', rating: 25, notes: '' }],
    });
    const res = await send('POST', `${url}/publish`, inspector, { revision: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('inspection_incomplete');
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'sections.engine',
      'sections.exterior',
      'sections.interior',
      'sections.transmission',
      'sections.tyres_brakes',
      'summary',
    ]);
    const file = (await send('GET', `${STAFF}/${listingId}`, inspector)).json().data;
    expect(file.versions).toMatchObject([{ version: 1, status: 'draft', revision: 2 }]);
  });

  it('a published version is never changed: save, publish again and a second draft are refused with clear codes', async () => {
    const listingId = await listCar();
    await send('POST', `${STAFF}/${listingId}/versions`, inspector);
    const url = `${STAFF}/${listingId}/versions/1`;
    await send('PUT', url, inspector, fullReport(1));
    await send('POST', `${url}/publish`, inspector, { revision: 2 });

    const edit = await send('PUT', url, inspector, fullReport(2, 25));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('inspection_published');
    const again = await send('POST', `${url}/publish`, inspector, { revision: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('inspection_published');

    const correction = await send('POST', `${STAFF}/${listingId}/versions`, inspector);
    expect(correction.statusCode).toBe(201);
    expect(correction.json().data).toMatchObject({ version: 2, status: 'draft', score: 80 });
    expect(correction.json().data.sections).toHaveLength(5);
    const second = await send('POST', `${STAFF}/${listingId}/versions`, inspector);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('invalid_transition');

    const file = (await send('GET', `${STAFF}/${listingId}`, operations)).json().data;
    expect(
      file.versions.map((v: { version: number; status: string }) => [v.version, v.status]),
    ).toEqual([
      [2, 'draft'],
      [1, 'published'],
    ]);
    expect(file.listing.published).toMatchObject({ version: 1, score: 80 });
    // The correction is waiting again until it is published.
    expect(await queueIds('waiting')).toContain(listingId);
  });

  it('unknown listings and versions answer 404, bad ids 422, and a withdrawn car is not inspected', async () => {
    expect((await send('GET', `${STAFF}/2000000000`, inspector)).statusCode).toBe(404);
    expect((await send('POST', `${STAFF}/2000000000/versions`, inspector)).statusCode).toBe(404);
    expect((await send('GET', `${STAFF}/abc`, inspector)).statusCode).toBe(422);
    expect((await send('GET', `${STAFF}?tab=all`, inspector)).statusCode).toBe(422);
    const listingId = await listCar();
    const missing = await send('PUT', `${STAFF}/${listingId}/versions/7`, inspector, fullReport(1));
    expect(missing.statusCode).toBe(404);
    await send('POST', `${SELLER}/${listingId}/withdraw`, seller);
    const start = await send('POST', `${STAFF}/${listingId}/versions`, inspector);
    expect(start.statusCode).toBe(409);
    expect(await queueIds('waiting')).not.toContain(listingId);
  });

  it('only inspectors edit; operations read the versions; dealers and sellers get nothing', async () => {
    const listingId = await listCar();
    const dealer = (await ctx.dealer()).headers;
    expect((await send('GET', STAFF, operations)).statusCode).toBe(403);
    expect((await send('POST', `${STAFF}/${listingId}/versions`, operations)).statusCode).toBe(403);
    expect((await send('GET', `${STAFF}/${listingId}`, operations)).statusCode).toBe(200);
    expect((await send('GET', `${STAFF}/${listingId}`, dealer)).statusCode).toBe(403);
    expect((await send('GET', `${STAFF}/${listingId}`, seller)).statusCode).toBe(403);
    expect((await send('GET', `${SELLER}/${listingId}/inspection`, inspector)).statusCode).toBe(
      403,
    );
    const drafts = await ctx.db
      .select()
      .from(inspections)
      .innerJoin(inventories, eq(inventories.id, inspections.inventoryId))
      .where(and(eq(inspections.status, 'draft'), eq(inventories.chassisNumber, 'none')));
    expect(drafts).toEqual([]);
  });
});
