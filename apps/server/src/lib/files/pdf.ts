import { ok, type Result } from '@autobid/auction';
import { refuse, type FileRefusal } from './file-refusal';

/** How far from the end `%%EOF` may sit: some writers append a newline or a few bytes after it. */
const EOF_WINDOW = 1024;
const HEADER = /^%PDF-[12]\.\d/;

/**
 * Accepts a PDF only when it is whole: it opens with a `%PDF-1.x`/`%PDF-2.x` header and ends with
 * `%%EOF`. Nothing else is parsed: the server stores PDFs and never renders or runs them.
 */
export function checkPdf(bytes: Buffer): Result<{ contentType: 'application/pdf' }, FileRefusal> {
  const head = bytes.toString('latin1', 0, 8);
  const tail = bytes.toString('latin1', Math.max(0, bytes.length - EOF_WINDOW));
  if (!HEADER.test(head) || !tail.includes('%%EOF')) {
    return refuse(
      'pdf_unreadable',
      'The PDF is damaged or incomplete. Save or scan it again and upload the new file.',
    );
  }
  return ok({ contentType: 'application/pdf' });
}
