import { extractText } from 'unpdf';

/**
 * How text read back from a PDF is compared: whitespace collapsed to single spaces, and in NFKC,
 * as Thai sara am (ำ) reads back as nikhahit + sara aa (ํา).
 */
export function squash(text: string): string {
  return text.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/** The text of each page of a PDF, read back with PDF.js, whitespace collapsed. */
export async function readPdfPages(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text.map(squash);
}

/** The text of a whole PDF, read back with PDF.js, whitespace collapsed. */
export async function readPdfText(pdf: Buffer): Promise<string> {
  return (await readPdfPages(pdf)).join(' ');
}
