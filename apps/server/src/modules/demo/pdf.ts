/** One line of a page: text at a size, in bold or not. */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
}

const PAGE = { width: 595, height: 842, margin: 56 };

/** Escapes text for a PDF string literal; characters outside Latin-1 become `?`. */
function pdfString(text: string): string {
  const latin = [...text].map((ch) => (ch.charCodeAt(0) > 255 ? '?' : ch)).join('');
  return `(${latin.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/**
 * A one-page A4 PDF of text lines in Helvetica: small, valid (every object at the offset the
 * cross-reference table says) and readable in any viewer. Lines that do not fit are left off.
 */
export function buildPdf(title: string, lines: readonly PdfLine[]): Buffer {
  let y = PAGE.height - PAGE.margin;
  const ops: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= size * 1.5;
    if (y < PAGE.margin) break;
    ops.push(
      `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${PAGE.margin} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`,
    );
  }
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (AutoBid) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
