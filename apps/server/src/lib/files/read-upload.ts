import { ok, type Result } from '@autobid/auction';
import { refuse, type FileRefusal } from './file-refusal';
import type { FileBody } from './file-store';

const megabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Reads an upload into memory, stopping as soon as it passes `maxBytes` (the rest is never read,
 * and a stream is closed), so an oversized file costs at most `maxBytes` of memory.
 */
export async function readUpload(
  source: FileBody,
  maxBytes: number,
): Promise<Result<Buffer, FileRefusal>> {
  const tooLarge = () =>
    refuse('file_too_large', `The file is larger than ${megabytes(maxBytes)}, the most accepted.`);
  let bytes: Buffer;
  if (source instanceof Uint8Array) {
    if (source.byteLength > maxBytes) return tooLarge();
    bytes = Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  } else {
    const chunks: Uint8Array[] = [];
    let total = 0;
    for await (const chunk of source) {
      total += chunk.byteLength;
      if (total > maxBytes) return tooLarge();
      chunks.push(chunk);
    }
    bytes = Buffer.concat(chunks);
  }
  if (bytes.byteLength === 0) return refuse('file_empty', 'The file is empty.');
  return ok(bytes);
}
