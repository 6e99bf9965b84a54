/**
 * What a file is, by its first bytes, never by its name or the type the browser claims. Accepted
 * kinds are recognised exactly; a few common refused kinds are named so the refusal says what was
 * sent; everything else is `unknown`.
 */
export type SniffedKind =
  'jpeg' | 'png' | 'webp' | 'heic' | 'avif' | 'pdf' | 'gif' | 'zip' | 'gzip' | 'markup' | 'unknown';

const HEIC_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
]);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const latin1 = (bytes: Uint8Array, from: number, to: number): string =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', from, to);

/** HEIF family (ISO base media `ftyp` box): HEIC, AVIF, or neither (e.g. an MP4 video). */
function sniffFtyp(bytes: Uint8Array): SniffedKind | null {
  if (bytes.length < 16 || latin1(bytes, 4, 8) !== 'ftyp') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxEnd = Math.min(view.getUint32(0), bytes.length, 256);
  const brands = [latin1(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(latin1(bytes, at, at + 4));
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
  return 'unknown';
}

/** Text that opens with `<` after an optional BOM and whitespace: SVG, HTML or XML. */
function isMarkup(bytes: Uint8Array): boolean {
  const head = latin1(bytes, 0, Math.min(bytes.length, 512))
    .replace(/^\xEF\xBB\xBF/, '')
    .trimStart();
  return head.startsWith('<');
}

/** The kind of file these bytes are. */
export function sniffKind(bytes: Uint8Array): SniffedKind {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (
    startsWith(bytes, [0x50, 0x4b]) &&
    [0x0304, 0x0506, 0x0708].some((v) => startsWith(bytes, [v >> 8, v & 0xff], 2))
  )
    return 'zip';
  if (startsWith(bytes, [0x1f, 0x8b])) return 'gzip';
  const ftyp = sniffFtyp(bytes);
  if (ftyp) return ftyp;
  if (isMarkup(bytes)) return 'markup';
  return 'unknown';
}
