import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildJpeg } from '../../testing/files';
import { processImage } from './image';

describe('processing an image', () => {
  it('refuses formats sharp could read but photos must not be, even when the caller did not sniff', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect(await processImage(svg)).toMatchObject({ ok: false, code: 'file_type_not_allowed' });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect(await processImage(gif)).toMatchObject({ ok: false, code: 'file_type_not_allowed' });
  });

  it('a PNG with transparency keeps it in WebP', async () => {
    const png = await sharp({
      create: { width: 20, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const result = await processImage(png);
    expect(result.ok && [result.value.display.width, result.value.display.height]).toEqual([
      20, 10,
    ]);
    expect(result.ok && (await sharp(result.value.display.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('a JPEG decodes to both sizes from one upload', async () => {
    const result = await processImage(await buildJpeg(2000, 500));
    expect(
      result.ok && [
        result.value.display.width,
        result.value.display.height,
        result.value.thumbnail.width,
        result.value.thumbnail.height,
      ],
    ).toEqual([1600, 400, 400, 100]);
  });
});
