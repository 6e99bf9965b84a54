import { renderPdf, type PdfBlock, type PdfTableLine } from './pdf-document';
import { formatDate, formatKm, formatMoney, marketTimeZone } from './pdf-format';
import { INVOICE_TEXTS, humanizeName, type InvoiceTexts, type PdfLanguage } from './pdf-texts';

/** What a buyer's invoice shows: one won auction's bill. */
export interface InvoiceDocument {
  /** `INV-MY-2026-000001` */
  invoiceNumber: string;
  /** The win moment. */
  issuedAt: Date;
  dueAt: Date;
  /** MY, SG, ID, HK: the time zone the dates are shown in. */
  market: string;
  currency: string;
  /** awaiting_payment | payment_submitted | paid | ready_for_release | handed_over | completed | cancelled */
  status: string;
  paidAt: Date | null;
  /** The auction house of the market, which issues the invoice and takes the money. */
  issuer: {
    name: string;
    address: string;
    taxNumber: string | null;
    bank: { name: string; accountName: string; accountNumber: string; swift: string };
  };
  buyer: { groupName: string; userName: string; email: string };
  seller: { groupName: string };
  car: {
    title: string;
    year: number;
    registration: string | null;
    chassis: string | null;
    mileageKm: number;
  };
  auctionId: number;
  /** The buyer's lines in order, signed: a discount is negative. */
  lines: { kind: string; name: string; target: string | null; amount: number }[];
  /** The sum of the lines. */
  total: number;
  /** `SST 8%`, `GST 9%`, `PPN 11%`, or null where there is no tax. */
  taxLabel: string | null;
}

type InvoiceLine = InvoiceDocument['lines'][number];

const NONE = '—';

function lineName(t: InvoiceTexts, name: string): string {
  return t.lines[name] ?? humanizeName(name);
}

/** A line's label: its name translated, the tax with its rate, a discount with the fee it reduces. */
function lineLabel(t: InvoiceTexts, line: InvoiceLine, taxLabel: string | null): string {
  if (line.kind === 'tax')
    return taxLabel ? `${lineName(t, 'tax')} (${taxLabel})` : lineName(t, 'tax');
  if (line.kind !== 'discount') return lineName(t, line.name);
  const target = line.target ? ` (${lineName(t, line.target)})` : '';
  return `${t.discount}: ${humanizeName(line.name)}${target}`;
}

function summaryRows(invoice: InvoiceDocument, t: InvoiceTexts, date: (d: Date) => string) {
  const rows: [string, string][] = [
    [t.invoiceNumber, invoice.invoiceNumber],
    [t.date, date(invoice.issuedAt)],
    [t.dueDate, date(invoice.dueAt)],
    [t.status, t.statuses[invoice.status] ?? humanizeName(invoice.status)],
  ];
  if (invoice.paidAt) rows.push([t.paid, date(invoice.paidAt)]);
  return rows;
}

/** The buyer's invoice of a won auction, in English, Indonesian or Thai. */
export function renderInvoicePdf(invoice: InvoiceDocument, language: PdfLanguage): Promise<Buffer> {
  const t = INVOICE_TEXTS[language];
  const timeZone = marketTimeZone(invoice.market);
  const date = (d: Date) => formatDate(d, language, timeZone);
  const money = (amount: number) => formatMoney(amount, invoice.currency, language);
  const { buyer, car, issuer } = invoice;
  const lines: PdfTableLine[] = invoice.lines.map((line) => ({
    label: lineLabel(t, line, invoice.taxLabel),
    amount: money(line.amount),
  }));
  lines.push({ label: t.totalDue, amount: money(invoice.total), isTotal: true });
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: `${t.invoice} ${invoice.invoiceNumber}` },
    { kind: 'rows', rows: summaryRows(invoice, t, date) },
    { kind: 'spacer' },
    {
      kind: 'rows',
      rows: [
        [t.issuedBy, `${issuer.name}\n${issuer.address}`],
        ...(issuer.taxNumber ? [[t.taxNumber, issuer.taxNumber] as const] : []),
      ],
    },
    {
      kind: 'rows',
      rows: [
        [t.billTo, `${buyer.groupName}\n${buyer.userName}\n${buyer.email}`],
        [t.seller, invoice.seller.groupName],
      ],
    },
    { kind: 'heading', level: 2, text: `${t.car}: ${car.title}` },
    {
      kind: 'rows',
      rows: [
        [t.year, String(car.year)],
        [t.registration, car.registration ?? NONE],
        [t.chassis, car.chassis ?? NONE],
        [t.mileage, formatKm(car.mileageKm, language)],
        [t.auction, String(invoice.auctionId)],
      ],
    },
    { kind: 'spacer' },
    { kind: 'table', head: [t.item, t.amount], lines },
    { kind: 'heading', level: 2, text: t.paymentInstructions },
    { kind: 'paragraph', text: t.payBy(invoice.invoiceNumber, date(invoice.dueAt)) },
    {
      kind: 'rows',
      rows: [
        [t.bank, issuer.bank.name],
        [t.accountName, issuer.bank.accountName],
        [t.accountNumber, issuer.bank.accountNumber],
        [t.swift, issuer.bank.swift],
      ],
    },
  ];
  return renderPdf({
    title: `${t.invoice} ${invoice.invoiceNumber}`,
    date: invoice.issuedAt,
    author: 'AutoBid',
    subject: car.title,
    language,
    blocks,
  });
}
