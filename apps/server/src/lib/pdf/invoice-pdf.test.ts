import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';
import { readPdfText, squash } from './pdf-test-support';

function buildInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    invoiceNumber: 'INV-MY-2026-000001',
    issuedAt: new Date('2026-11-24T17:30:00Z'),
    dueAt: new Date('2026-11-27T15:59:00Z'),
    market: 'MY',
    currency: 'MYR',
    status: 'awaiting_payment',
    paidAt: null,
    issuer: {
      name: 'AutoBid Auctions Sdn Bhd',
      address: 'Petaling Jaya, Selangor',
      taxNumber: 'SST W10-1808-32000123',
      bank: {
        name: 'Maybank',
        accountName: 'AutoBid Auctions Sdn Bhd',
        accountNumber: '5140 1234 5678',
        swift: 'MBBEMYKL',
      },
    },
    buyer: {
      groupName: 'Klang Auto Trading',
      userName: 'Aisyah Rahman',
      email: 'aisyah@klangauto.test',
    },
    seller: { groupName: 'AutoBid Trade-in Centre' },
    car: {
      title: '2019 Honda Civic 1.5 TC',
      year: 2019,
      registration: 'WKL 4821',
      chassis: 'JHMFC1650KX000123',
      mileageKm: 84_500,
    },
    auctionId: 5120,
    lines: [
      { kind: 'hammer', name: 'hammer', target: null, amount: 52_300 },
      { kind: 'premium', name: 'buyer_premium', target: null, amount: 1_569 },
      { kind: 'fee', name: 'documentation_fee', target: null, amount: 150 },
      { kind: 'fee', name: 'transfer_handling', target: null, amount: 200 },
      { kind: 'discount', name: 'loyal_dealer', target: 'buyer_premium', amount: -500 },
      { kind: 'tax', name: 'tax', target: null, amount: 113 },
    ],
    total: 53_832,
    taxLabel: 'SST 8%',
    ...overrides,
  };
}

describe('renderInvoicePdf', () => {
  it('in English the invoice number, every line with its amount and the total read back', async () => {
    const text = await readPdfText(await renderInvoicePdf(buildInvoice(), 'en'));
    expect(text).toContain('Invoice INV-MY-2026-000001');
    for (const line of [
      'Hammer price MYR 52,300',
      'Buyer premium MYR 1,569',
      'Documentation fee MYR 150',
      'Transfer handling MYR 200',
      'Discount: Loyal dealer (Buyer premium) -MYR 500',
      'Tax (SST 8%) MYR 113',
      'Total due MYR 53,832',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('names the house that issues it, its tax registration and the account to transfer to', async () => {
    const text = await readPdfText(await renderInvoicePdf(buildInvoice(), 'en'));
    for (const line of [
      'Issued by AutoBid Auctions Sdn Bhd',
      'Tax registration SST W10-1808-32000123',
      'Bank Maybank',
      'Account number 5140 1234 5678',
      'SWIFT MBBEMYKL',
    ])
      expect(text).toContain(line);
  });

  it('dates are the calendar days of the market, not of UTC', async () => {
    const text = await readPdfText(await renderInvoicePdf(buildInvoice(), 'en'));
    // 17:30 UTC on 24 Nov is 01:30 on 25 Nov in Kuala Lumpur.
    expect(text).toContain('Date 25 Nov 2026');
    expect(text).toContain('Due date 27 Nov 2026');
  });

  it('in Thai the title ใบแจ้งหนี้, the Thai line names, Gregorian dates with Thai month words and กม. read back', async () => {
    const text = await readPdfText(await renderInvoicePdf(buildInvoice(), 'th'));
    expect(text).toContain('ใบแจ้งหนี้ INV-MY-2026-000001');
    expect(text).toContain(squash('ค่าดำเนินการโอนกรรมสิทธิ์ MYR 200'));
    expect(text).toContain(squash('ยอดที่ต้องชำระ MYR 53,832'));
    expect(text).toContain('25 พ.ย. 2026');
    expect(text).not.toContain('2569');
    expect(text).toContain('กม.');
  });

  it('in Indonesian the labels are translated and amounts grouped with dots', async () => {
    const invoice = buildInvoice({
      invoiceNumber: 'INV-ID-2026-000042',
      market: 'ID',
      currency: 'IDR',
      lines: [
        { kind: 'hammer', name: 'hammer', target: null, amount: 245_000_000 },
        { kind: 'fee', name: 'admin_fee', target: null, amount: 350_000 },
      ],
      total: 245_350_000,
      taxLabel: null,
    });
    const text = await readPdfText(await renderInvoicePdf(invoice, 'id'));
    expect(text).toContain('Faktur INV-ID-2026-000042');
    expect(text).toContain('Harga lelang IDR 245.000.000');
    expect(text).toContain('Biaya administrasi IDR 350.000');
    expect(text).toContain('Total tagihan IDR 245.350.000');
  });

  it('a fee with no translation shows its name with spaces and a capital, and a paid invoice its payment date', async () => {
    const invoice = buildInvoice({
      lines: [{ kind: 'fee', name: 'e_payment_handling', target: null, amount: 50 }],
      total: 50,
      status: 'paid',
      paidAt: new Date('2026-11-26T02:00:00Z'),
    });
    const text = await readPdfText(await renderInvoicePdf(invoice, 'en'));
    expect(text).toContain('E payment handling MYR 50');
    expect(text).toContain('Status Paid Paid 26 Nov 2026');
  });
});
