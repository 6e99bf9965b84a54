import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  buildHeicHeader,
  buildJpeg,
  buildJpegWithGps,
  buildPdf,
  buildPngDeclaring,
  buildZipBomb,
  createTempFileStore,
  entriesIn,
} from '../../testing/files';
import type { FileBody } from './file-store';
import { FILE_LIMITS } from './limits';
import { storeListingFile, type ListingFileKind } from './listing-files';

async function upload(source: FileBody, kind: ListingFileKind = 'photo', existingCount = 0) {
  const store = await createTempFileStore();
  const result = await storeListingFile({ store, listingId: 12, kind, source, existingCount });
  return { store, result, left: await entriesIn(store) };
}

describe('storing a listing photo', () => {
  it('keeps a display WebP (longest side 1600) and a thumbnail (400), and reports their sizes', async () => {
    const { store, result } = await upload(await buildJpeg(4000, 3000));
    if (!result.ok || result.value.kind !== 'photo')
      throw new Error(`refused: ${JSON.stringify(result)}`);
    const { id, display, thumbnail } = result.value;
    expect(display).toMatchObject({
      key: `listings/12/photos/${id}-display.webp`,
      contentType: 'image/webp',
      width: 1600,
      height: 1200,
    });
    expect(thumbnail).toMatchObject({
      key: `listings/12/photos/${id}-thumbnail.webp`,
      width: 400,
      height: 300,
    });
    expect(display.size).toBeGreaterThan(thumbnail.size);
    const stored = await store.stat(display.key);
    expect(stored?.size).toBe(display.size);
    expect((await store.list('listings/12/')).map((f) => f.key)).toEqual(
      [display.key, thumbnail.key].sort(),
    );
  });

  it('a small photo is not enlarged', async () => {
    const { result } = await upload(await buildJpeg(300, 200));
    expect(
      result.ok &&
        result.value.kind === 'photo' && [result.value.display.width, result.value.thumbnail.width],
    ).toEqual([300, 300]);
  });

  it('a JPEG with GPS EXIF is turned upright and stored with no EXIF, GPS or other metadata', async () => {
    const input = await buildJpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes('Siti Seller')).toBe(true);
    expect(before.orientation).toBe(6);
    const { store, result } = await upload(input);
    if (!result.ok || result.value.kind !== 'photo') throw new Error('refused');
    for (const variant of [result.value.display, result.value.thumbnail]) {
      const file = await store.get(variant.key);
      const bytes = Buffer.concat(await file!.body.toArray());
      const after = await sharp(bytes).metadata();
      expect(after.format).toBe('webp');
      expect([after.exif, after.xmp, after.iptc, after.icc, after.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(bytes.includes('Siti Seller')).toBe(false);
      expect(after.height).toBeGreaterThan(after.width); // 640 × 480 rotated by its EXIF orientation
    }
  });
});

describe('refused files leave nothing behind', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
  const cases: [string, () => Promise<FileBody> | FileBody, ListingFileKind, string][] = [
    ['a zip bomb renamed .jpg', () => buildZipBomb(), 'photo', 'file_type_not_allowed'],
    [
      'a 30,000 × 30,000 pixel PNG of a few kilobytes',
      () => buildPngDeclaring(30_000, 30_000),
      'photo',
      'image_too_large',
    ],
    ['an SVG with a script', () => Buffer.from(svg), 'photo', 'file_type_not_allowed'],
    [
      'an HTML page named .png',
      () => Buffer.from('<!doctype html><script>alert(1)</script>'),
      'photo',
      'file_type_not_allowed',
    ],
    [
      'a truncated JPEG',
      async () => (await buildJpeg(1200, 900)).subarray(0, 4000),
      'photo',
      'image_unreadable',
    ],
    [
      'a JPEG signature and nothing more',
      () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
      'photo',
      'image_unreadable',
    ],
    ['an iPhone HEIC photo', () => buildHeicHeader(), 'photo', 'heic_not_supported'],
    ['a PDF sent as a photo', () => buildPdf(), 'photo', 'file_type_not_allowed'],
    ['a "PDF" that is really a ZIP', () => buildZipBomb(1024), 'document', 'file_type_not_allowed'],
    ['a PDF cut short (no %%EOF)', () => buildPdf().subarray(0, 60), 'document', 'pdf_unreadable'],
    ['a photo sent as a document', () => buildJpeg(50, 50), 'document', 'file_type_not_allowed'],
    ['an empty photo', () => Buffer.alloc(0), 'photo', 'file_empty'],
    ['an empty document', () => Buffer.alloc(0), 'document', 'file_empty'],
  ];

  it.each(cases)('%s is refused', async (_, build, kind, code) => {
    const { result, left } = await upload(await build(), kind);
    expect(result).toMatchObject({ ok: false, code });
    expect(!result.ok && result.message.length).toBeGreaterThan(10);
    expect(left).toEqual([]);
  });

  it('a file over the size limit is refused after reading just past the limit, not all of it', async () => {
    let read = 0;
    const huge = (async function* () {
      for (let i = 0; i < 1000; i += 1) {
        read += 1024 * 1024;
        yield Buffer.alloc(1024 * 1024);
      }
    })();
    const { result, left } = await upload(huge);
    expect(result).toMatchObject({
      ok: false,
      code: 'file_too_large',
      message: 'The file is larger than 20 MB, the most accepted.',
    });
    expect(read).toBe(FILE_LIMITS.maxFileBytes + 1024 * 1024);
    expect(left).toEqual([]);
  });

  it('a listing at its photo limit refuses one more; one below the limit accepts it', async () => {
    const photo = await buildJpeg(50, 50);
    const full = await upload(photo, 'photo', FILE_LIMITS.maxPhotosPerListing);
    expect(full.result).toMatchObject({
      ok: false,
      code: 'file_limit_reached',
      message: 'A listing holds at most 40 photos; remove one to add another.',
    });
    expect(full.left).toEqual([]);
    expect((await upload(photo, 'photo', FILE_LIMITS.maxPhotosPerListing - 1)).result.ok).toBe(
      true,
    );
    expect(
      (await upload(buildPdf(), 'document', FILE_LIMITS.maxDocumentsPerListing)).result,
    ).toMatchObject({ code: 'file_limit_reached' });
  });
});

describe('storing a listing document', () => {
  it('keeps a whole PDF as it was sent', async () => {
    const { store, result } = await upload(buildPdf(), 'document');
    if (!result.ok || result.value.kind !== 'document') throw new Error('refused');
    expect(result.value.document).toMatchObject({
      key: `listings/12/documents/${result.value.id}.pdf`,
      contentType: 'application/pdf',
    });
    const file = await store.get(result.value.document.key);
    expect(Buffer.concat(await file!.body.toArray())).toEqual(buildPdf());
  });
});

describe('HEIC', () => {
  it('the prebuilt libvips reads AVIF but not HEIC, so HEIC stays refused (revisit when this fails)', () => {
    expect(sharp.format.heif.input.fileSuffix).not.toContain('.heic');
  });
});
