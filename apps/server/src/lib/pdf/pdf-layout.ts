import { fontName, splitByScript } from './pdf-fonts';
import type { PdfBlock, PdfSignature, PdfTableLine } from './pdf-document';

type Doc = PDFKit.PDFDocument;

/** A4 margins, in points. */
export const MARGIN = 56;
const INK = '#1c2733';
const MUTED = '#51606f';
const RULE = '#c5ccd3';
const BODY_SIZE = 10;
const AMOUNT_WIDTH = 130;
const LABEL_WIDTH = 150;
const SIGNATURE_HEIGHT = 96;

interface TextStyle {
  size: number;
  isBold?: boolean;
  color?: string;
}

/** Draws one block under what is already on the page, starting a new page when it does not fit. */
export function drawBlock(doc: Doc, block: PdfBlock): void {
  switch (block.kind) {
    case 'heading': {
      const size = block.level === 2 ? 13 : 20;
      if (block.level === 2) doc.y += 8;
      ensureRoom(doc, size * 2);
      writeText(doc, block.text, { x: MARGIN, width: contentWidth(doc) }, { size, isBold: true });
      doc.y += 4;
      return;
    }
    case 'paragraph':
      writeText(
        doc,
        block.text,
        { x: MARGIN, width: contentWidth(doc) },
        { size: block.size ?? BODY_SIZE, color: block.isMuted ? MUTED : INK },
      );
      doc.y += 4;
      return;
    case 'rows':
      return drawRows(doc, block.rows);
    case 'table':
      return drawTable(doc, block.head, block.lines);
    case 'list':
      return drawList(doc, block.items);
    case 'spacer':
      doc.y += block.height ?? 12;
      return;
    case 'signatures':
      return drawSignatures(doc, block.parties);
  }
}

function contentWidth(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}

/** Starts a new page when less than `height` is left on this one. */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

/**
 * Writes text wrapped to a width from the current line, each script run in its own font, and
 * leaves `doc.y` under the last line. pdfkit carries a wrapped line across `continued` calls.
 */
function writeText(
  doc: Doc,
  text: string,
  box: { x: number; y?: number; width: number },
  style: TextStyle,
): void {
  const runs = splitByScript(text);
  doc.fillColor(style.color ?? INK);
  runs.forEach((run, i) => {
    doc.font(fontName(run.script, style.isBold ?? false)).fontSize(style.size);
    const options = { width: box.width, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, box.x, box.y ?? doc.y, options);
    else doc.text(run.text, options);
  });
}

/** Writes one line of text ending at the box's right edge, without moving `doc.y`. */
function writeRight(
  doc: Doc,
  text: string,
  box: { x: number; y: number; width: number },
  style: TextStyle,
): void {
  const runs = splitByScript(text).map((run) => {
    doc.font(fontName(run.script, style.isBold ?? false)).fontSize(style.size);
    return { ...run, width: doc.widthOfString(run.text) };
  });
  let x = box.x + box.width - runs.reduce((sum, run) => sum + run.width, 0);
  doc.fillColor(style.color ?? INK);
  for (const run of runs) {
    doc.font(fontName(run.script, style.isBold ?? false)).fontSize(style.size);
    doc.text(run.text, x, box.y, { lineBreak: false });
    x += run.width;
  }
}

function lineHeight(doc: Doc, size: number): number {
  return doc.fontSize(size).currentLineHeight(true);
}

function rule(doc: Doc, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

function drawRows(doc: Doc, rows: readonly (readonly [string, string])[]): void {
  const valueWidth = contentWidth(doc) - LABEL_WIDTH;
  for (const [label, value] of rows) {
    ensureRoom(doc, lineHeight(doc, BODY_SIZE) + 3);
    const top = doc.y;
    writeText(
      doc,
      label,
      { x: MARGIN, y: top, width: LABEL_WIDTH - 8 },
      { size: BODY_SIZE, color: MUTED },
    );
    const labelBottom = doc.y;
    writeText(
      doc,
      value,
      { x: MARGIN + LABEL_WIDTH, y: top, width: valueWidth },
      { size: BODY_SIZE },
    );
    doc.y = Math.max(doc.y, labelBottom) + 3;
  }
}

function drawTable(
  doc: Doc,
  head: readonly [string, string] | undefined,
  lines: readonly PdfTableLine[],
): void {
  const width = contentWidth(doc);
  const labelWidth = width - AMOUNT_WIDTH - 12;
  const row = (label: string, amount: string, style: TextStyle) => {
    ensureRoom(doc, lineHeight(doc, style.size) + 6);
    const top = doc.y;
    writeText(doc, label, { x: MARGIN, y: top, width: labelWidth }, style);
    const bottom = doc.y;
    writeRight(doc, amount, { x: MARGIN, y: top, width }, style);
    doc.y = bottom + 4;
  };
  if (head) {
    row(head[0], head[1], { size: 9, isBold: true, color: MUTED });
    rule(doc, doc.y - 2);
    doc.y += 2;
  }
  for (const line of lines) {
    if (line.isTotal) {
      ensureRoom(doc, lineHeight(doc, 11) + 10);
      rule(doc, doc.y);
      doc.y += 4;
    }
    row(line.label, line.amount, { size: line.isTotal ? 11 : BODY_SIZE, isBold: line.isTotal });
  }
}

function drawList(doc: Doc, items: readonly string[]): void {
  const indent = 20;
  items.forEach((item, i) => {
    ensureRoom(doc, lineHeight(doc, BODY_SIZE) * 2);
    const top = doc.y;
    writeText(doc, `${i + 1}.`, { x: MARGIN, y: top, width: indent }, { size: BODY_SIZE });
    writeText(
      doc,
      item,
      { x: MARGIN + indent, y: top, width: contentWidth(doc) - indent },
      { size: BODY_SIZE },
    );
    doc.y += 4;
  });
}

function drawSignatures(doc: Doc, parties: readonly PdfSignature[]): void {
  const gap = 24;
  const width = (contentWidth(doc) - gap * (parties.length - 1)) / parties.length;
  ensureRoom(doc, SIGNATURE_HEIGHT + 30);
  const top = doc.y;
  parties.forEach((party, i) => {
    const x = MARGIN + i * (width + gap);
    writeText(doc, party.role, { x, y: top, width }, { size: 9, isBold: true, color: MUTED });
    const boxTop = top + 16;
    doc.rect(x, boxTop, width, SIGNATURE_HEIGHT).lineWidth(0.5).strokeColor(RULE).stroke();
    const lineY = boxTop + SIGNATURE_HEIGHT - 28;
    doc
      .moveTo(x + 12, lineY)
      .lineTo(x + width - 12, lineY)
      .strokeColor(MUTED)
      .stroke();
    writeText(doc, party.name, { x: x + 12, y: lineY + 6, width: width - 24 }, { size: 9 });
  });
  doc.x = MARGIN;
  doc.y = top + 16 + SIGNATURE_HEIGHT + 12;
}
