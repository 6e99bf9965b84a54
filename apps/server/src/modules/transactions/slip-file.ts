import { randomUUID } from 'node:crypto';
import { ok, type Result } from '@autobid/auction';
import type { FileRefusal } from '../../lib/files/file-refusal';
import { refuse } from '../../lib/files/file-refusal';
import type { FileStore } from '../../lib/files/file-store';
import { processImage } from '../../lib/files/image';
import { checkPdf } from '../../lib/files/pdf';
import { sniffKind } from '../../lib/files/sniff';

/** Largest bank-transfer slip accepted: a phone photo or a scanned page. */
export const MAX_SLIP_BYTES = 10 * 1024 * 1024;

export interface StoredSlip {
  key: string;
  contentType: 'application/pdf' | 'image/webp';
}

/**
 * Checks a bank-transfer slip by its content (a PDF, or a JPEG, PNG or WebP photo, whatever its
 * name says) and stores it under the transaction: a PDF as sent, a photo re-encoded without its
 * metadata (no GPS or camera data is kept). Nothing is stored when the file is refused.
 */
export async function storeSlip(
  store: FileStore,
  transactionId: number,
  bytes: Buffer,
): Promise<Result<StoredSlip, FileRefusal>> {
  const kind = sniffKind(bytes);
  const id = randomUUID();
  if (kind === 'pdf') {
    const pdf = checkPdf(bytes);
    if (!pdf.ok) return pdf;
    const key = `transactions/${transactionId}/slips/${id}.pdf`;
    await store.put(key, bytes, { contentType: 'application/pdf' });
    return ok({ key, contentType: 'application/pdf' });
  }
  if (kind === 'jpeg' || kind === 'png' || kind === 'webp') {
    const image = await processImage(bytes);
    if (!image.ok) return image;
    const key = `transactions/${transactionId}/slips/${id}.webp`;
    await store.put(key, image.value.display.bytes, { contentType: 'image/webp' });
    return ok({ key, contentType: 'image/webp' });
  }
  return refuse(
    'file_type_not_allowed',
    'A transfer slip must be a PDF or a photo (JPEG, PNG or WebP).',
  );
}
