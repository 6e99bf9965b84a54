import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  buildHeicHeader,
  buildJpeg,
  buildPdf,
  buildPngDeclaring,
  buildZipBomb,
} from '../../testing/files';
import { sniffKind } from './sniff';

const text = (s: string) => Buffer.from(s, 'utf8');

describe('sniffing a file by its bytes', () => {
  it('recognises JPEG, PNG, WebP, PDF and HEIC by content', async () => {
    expect(sniffKind(await buildJpeg(8, 8))).toBe('jpeg');
    expect(sniffKind(buildPngDeclaring(8, 8))).toBe('png');
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .webp()
      .toBuffer();
    expect(sniffKind(webp)).toBe('webp');
    expect(sniffKind(buildPdf())).toBe('pdf');
    expect(sniffKind(buildHeicHeader())).toBe('heic');
  });

  it('tells AVIF from HEIC, though both are HEIF', async () => {
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .avif()
      .toBuffer();
    expect(sniffKind(avif)).toBe('avif');
  });

  it('names refused kinds: ZIP, gzip, GIF, and SVG or HTML even after a BOM and blank lines', () => {
    expect(sniffKind(buildZipBomb(1024))).toBe('zip');
    expect(sniffKind(Buffer.from([0x1f, 0x8b, 8, 0]))).toBe('gzip');
    expect(sniffKind(text('GIF89a....'))).toBe('gif');
    expect(
      sniffKind(
        text('\uFEFF\n  <svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ),
    ).toBe('markup');
    expect(sniffKind(text('<!doctype html><html><body>hi</body></html>'))).toBe('markup');
  });

  it('anything else, and too few bytes to tell, is unknown', () => {
    expect(sniffKind(Buffer.alloc(0))).toBe('unknown');
    expect(sniffKind(Buffer.from([0xff, 0xd8]))).toBe('unknown');
    expect(sniffKind(text('plain text'))).toBe('unknown');
    expect(sniffKind(Buffer.concat([Buffer.from([0, 0, 0, 16]), text('ftypisom\0\0\0\0')]))).toBe(
      'unknown',
    );
  });
});
