import PDFDocument from 'pdfkit';
import { fontsForNewDocument } from './pdf-fonts';
import { drawBlock, MARGIN } from './pdf-layout';

/** A line of a table: a label on the left, an amount aligned right. */
export interface PdfTableLine {
  label: string;
  amount: string;
  /** Drawn bold under a rule, as a total is. */
  isTotal?: boolean;
}

/** A party's place to sign: the role above the box, the name under the signing line. */
export interface PdfSignature {
  role: string;
  name: string;
}

/** One piece of a document's content, laid out top to bottom in the order given. */
export type PdfBlock =
  | { kind: 'heading'; text: string; level?: 1 | 2 }
  | { kind: 'paragraph'; text: string; size?: number; isMuted?: boolean }
  | { kind: 'rows'; rows: readonly (readonly [label: string, value: string])[] }
  | {
      kind: 'table';
      head?: readonly [label: string, amount: string];
      lines: readonly PdfTableLine[];
    }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'spacer'; height?: number }
  | { kind: 'signatures'; parties: readonly PdfSignature[] };

/** What a PDF holds. The same document always renders to the same bytes. */
export interface PdfDocument {
  title: string;
  /** The moment the document is of. It is the PDF's creation date, never the clock's. */
  date: Date;
  author?: string;
  subject?: string;
  /** BCP 47 tag of the document's language, for readers and screen readers. */
  language?: string;
  blocks: readonly PdfBlock[];
}

/** Renders a document to an A4 PDF; pages are added as the content grows. */
export function renderPdf(input: PdfDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.4',
    lang: input.language,
    displayTitle: true,
    // pdfkit derives the file ID from the info dictionary, so a fixed date gives a fixed ID.
    info: {
      Title: input.title,
      ...(input.author ? { Author: input.author } : {}),
      ...(input.subject ? { Subject: input.subject } : {}),
      Creator: 'AutoBid',
      Producer: 'AutoBid',
      CreationDate: input.date,
      ModDate: input.date,
    },
  });
  // pdfkit takes a parsed fontkit font as well as a file; its types list only files.
  for (const [name, font] of fontsForNewDocument()) doc.registerFont(name, font as never);
  fixThaiTextMapping(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const block of input.blocks) drawBlock(doc, block);
  doc.end();
  return done;
}

/**
 * The text a PDF gives back for a glyph is the code points fontkit kept for it on first use. The
 * font draws sara am (ำ) as nikhahit + sara aa, the second with no code point; drawn first, it
 * would leave every sara aa (า) of the document reading back as nothing. Measuring the two marks
 * alone first gives each glyph its own character, so ำ reads back as ํา (its compatibility
 * decomposition, equal under NFKC) and every า reads back.
 */
function fixThaiTextMapping(doc: PDFKit.PDFDocument): void {
  for (const name of ['thai-regular', 'thai-bold']) {
    doc.font(name);
    for (const mark of ['\u0E32', '\u0E4D']) doc.widthOfString(mark);
  }
}
