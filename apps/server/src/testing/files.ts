import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { LocalFileStore } from '../lib/files/local-file-store';

/** The temporary folders made by {@link createTempFileStore} in this test file, not yet removed. */
const tempFolders = new Set<string>();

/** A store in a fresh temporary folder, removed after the test file (`removeTempFileStores`). */
export async function createTempFileStore(): Promise<LocalFileStore> {
  const folder = await mkdtemp(join(tmpdir(), 'autobid-files-'));
  tempFolders.add(folder);
  return new LocalFileStore(join(folder, 'files'));
}

/** Removes every folder {@link createTempFileStore} made; the server tests' setup runs it after each file. */
export async function removeTempFileStores(): Promise<void> {
  const folders = [...tempFolders];
  tempFolders.clear();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
}

/** Every entry under the store's folder, files and folders, hidden ones too (none when it was never made). */
export async function entriesIn(store: LocalFileStore): Promise<string[]> {
  try {
    return (await readdir(store.root, { recursive: true })).sort();
  } catch {
    return [];
  }
}

/** A real photo: a gradient, so the encoders have something to encode. */
export async function buildJpeg(
  width = 640,
  height = 480,
  exif?: Record<string, Record<string, string>>,
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } },
  }).jpeg({ quality: 90 });
  return exif ? image.withExif(exif).toBuffer() : image.toBuffer();
}

/** A landscape 640 × 480 JPEG whose EXIF holds GPS position, camera owner and "rotate 90°". */
export async function buildJpegWithGps(): Promise<Buffer> {
  const jpeg = await buildJpeg(640, 480, {
    IFD0: { Make: 'Acme', Artist: 'Siti Seller' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '3/1 8/1 0/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '101/1 41/1 0/1',
    },
  });
  return sharp(jpeg).withMetadata({ orientation: 6 }).keepExif().jpeg().toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few kilobytes of PNG that declares `width` × `height` one-bit grey pixels (a decompression bomb). */
export function buildPngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, colour type 0 (grey), no interlace
  const rows = deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * 1000), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real ZIP holding one entry of `size` zero bytes, deflated to a few kilobytes. */
export function buildZipBomb(size = 8 * 1024 * 1024): Buffer {
  const content = Buffer.alloc(size);
  const packed = deflateRawSync(content, { level: 9 });
  const name = Buffer.from('zeros.bin');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc32(content), 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(content), 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const centralAt = local.length + name.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, packed, central, name, end]);
}

/** A small, whole PDF: one empty page. */
export function buildPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** The first bytes of an iPhone HEIC photo: an `ftyp` box of brand `heic`, then no usable image. */
export function buildHeicHeader(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(64)]);
}
