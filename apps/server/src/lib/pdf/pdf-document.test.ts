import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPdf, type PdfBlock, type PdfDocument } from './pdf-document';
import { readPdfPages, readPdfText, squash } from './pdf-test-support';

function buildDocument(overrides: Partial<PdfDocument> = {}): PdfDocument {
  return {
    title: 'Invoice INV-MY-2026-000001',
    date: new Date('2026-11-25T06:30:00Z'),
    author: 'AutoBid',
    language: 'en',
    blocks: [
      { kind: 'heading', text: 'Invoice' },
      { kind: 'rows', rows: [['Invoice number', 'INV-MY-2026-000001']] },
      {
        kind: 'table',
        head: ['Item', 'Amount'],
        lines: [{ label: 'Hammer price', amount: 'MYR 52,300' }],
      },
      { kind: 'signatures', parties: [{ role: 'Seller', name: 'Trade-in Centre' }] },
    ],
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('renderPdf', () => {
  it('the same document rendered at two different moments gives the same bytes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
    const first = await renderPdf(buildDocument());
    vi.setSystemTime(new Date('2027-03-01T17:45:00Z'));
    const second = await renderPdf(buildDocument());
    expect(second.equals(first)).toBe(true);
  });

  it('a document reads back the same whatever the process drew before it', async () => {
    // Noto Sans draws both "i" before a combining accent and Turkish "ı" with its dotless i glyph.
    const paragraph = (text: string): PdfBlock[] => [{ kind: 'paragraph', text }];
    await renderPdf(buildDocument({ blocks: paragraph('Nguyễn Văn i\u0301') }));
    const turkish = await renderPdf(buildDocument({ blocks: paragraph('Kırıkkale') }));
    expect(await readPdfText(turkish)).toBe('Kırıkkale');
  });

  it('documents of different dates differ, so the date is the one given', async () => {
    const first = await renderPdf(buildDocument());
    const later = await renderPdf(buildDocument({ date: new Date('2026-11-26T06:30:00Z') }));
    expect(later.equals(first)).toBe(false);
  });

  it('a heading mixing Thai and Latin reads back exactly as written', async () => {
    const text = 'ใบแจ้งหนี้ INV-MY-2026-000001';
    const pdf = await renderPdf(buildDocument({ blocks: [{ kind: 'heading', text }] }));
    expect(await readPdfText(pdf)).toBe(text);
  });

  it('Thai with marks above and below, inside Latin rows, reads back', async () => {
    const rows: [string, string][] = [
      ['ค่าดำเนินการโอนกรรมสิทธิ์', 'MYR 200'],
      ['Seller', 'ผู้ขาย: AutoBid ศูนย์รับซื้อรถ'],
    ];
    const pdf = await renderPdf(buildDocument({ blocks: [{ kind: 'rows', rows }] }));
    expect(await readPdfText(pdf)).toBe(
      squash('ค่าดำเนินการโอนกรรมสิทธิ์ MYR 200 Seller ผู้ขาย: AutoBid ศูนย์รับซื้อรถ'),
    );
  });

  it('a sara am drawn before any sara aa leaves every sara aa readable', async () => {
    const text = 'ทำงาน น้ำมัน ราคา';
    const pdf = await renderPdf(buildDocument({ blocks: [{ kind: 'paragraph', text }] }));
    expect(await readPdfText(pdf)).toBe(squash(text));
  });

  it('an Indonesian paragraph reads back', async () => {
    const text =
      'Bayar total tagihan paling lambat 27 Nov 2026. Mobil diserahkan setelah pembayaran dikonfirmasi.';
    const pdf = await renderPdf(buildDocument({ blocks: [{ kind: 'paragraph', text }] }));
    expect(await readPdfText(pdf)).toBe(text);
  });

  it('a table too long for one page flows onto a second page with every line in order', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({
      label: `Line ${i + 1}`,
      amount: `MYR ${(i + 1) * 100}`,
    }));
    const blocks: PdfBlock[] = [{ kind: 'table', head: ['Item', 'Amount'], lines }];
    const pages = await readPdfPages(await renderPdf(buildDocument({ blocks })));
    expect(pages.length).toBe(2);
    expect(pages.join(' ')).toBe(
      ['Item Amount', ...lines.map((line) => `${line.label} ${line.amount}`)].join(' '),
    );
  });

  it('embeds only the glyphs used: a page of text stays far smaller than the font files', async () => {
    const pdf = await renderPdf(buildDocument());
    const source = pdf.toString('latin1');
    expect(source).toMatch(/\/FontName \/[A-Z]{6}\+NotoSans-Regular/);
    expect(source).not.toContain('Helvetica');
    expect(pdf.length).toBeLessThan(40_000);
  });
});
