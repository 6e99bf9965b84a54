import type { InspectionSectionRow, Translations } from '../../db/schema';
import { renderPdf, type PdfBlock } from '../../lib/pdf/pdf-document';
import { escapeXml, hashString } from './car-art/svg';
import { documentName } from './demo-wording';

/** What the documents of one auction are drawn from. */
export interface DocumentSource {
  auctionId: number;
  inventoryId: number;
  market: string;
  location: string;
  /** The year "now" is in, for the dates of the service history. */
  refYear: number;
  /** When the documents are made: the date the PDFs carry. */
  issuedAt: Date;
  car: {
    make: string;
    model: string;
    year: number;
    variant: string;
    mileageKm: number;
    color: string;
    transmission: string;
    fuel: string;
  };
  inspection: {
    score: number;
    summary: string;
    sections: InspectionSectionRow[];
    inspectedAt: Date;
  } | null;
}

export interface DemoDocument {
  name: string;
  nameTranslations: Translations;
  fileName: string;
  contentType: string;
  /** base64, as `auction_files.content` stores it. */
  content: string;
}

const RATING_WORD: Record<number, string> = {
  100: 'Excellent',
  75: 'Good',
  50: 'Fair',
  25: 'Poor',
};
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXY';

/** A registration number that looks local and stays the same for the same car. */
export function plateOf(inventoryId: number, market: string): string {
  const h = hashString(`plate-${inventoryId}`);
  const letter = (n: number) => LETTERS[(h >>> n) % LETTERS.length] ?? 'A';
  const digits = 1000 + (h % 9000);
  return market === 'SG'
    ? `S${letter(3)}${letter(7)} ${digits} ${letter(11)}`
    : `W${letter(3)}${letter(7)} ${digits}`;
}

/**
 * The registration card's numbers of a demo car (plate, chassis, engine), fixed by its id, so its
 * invoice and sales agreement name the car as a real one would, whenever it is sold.
 */
export function registrationOf(
  inventoryId: number,
  market: string,
): { registrationNumber: string; chassisNumber: string; engineNumber: string } {
  const h = hashString(`engine-${inventoryId}`);
  const serial = String(h % 1_000_000).padStart(6, '0');
  return {
    registrationNumber: plateOf(inventoryId, market),
    chassisNumber: `MR0${'ABCDEFGHJK'[h % 10]}B8CD${(h % 9) + 1}P${serial}`,
    engineNumber: `${'GHJKLMNPRT'[h % 10]}${(h % 9_000_000) + 1_000_000}`,
  };
}

function named(en: string): Pick<DemoDocument, 'name' | 'nameTranslations'> {
  const name = documentName(en);
  return { name: name.en, nameTranslations: { id: name.id, th: name.th } };
}

function carTitle(source: DocumentSource): string {
  const { car } = source;
  return `${car.year} ${car.make} ${car.model} ${car.variant}`;
}

function pdfDocument(content: Buffer): Pick<DemoDocument, 'contentType' | 'content'> {
  return { contentType: 'application/pdf', content: content.toString('base64') };
}

function inspectionBlocks(inspection: NonNullable<DocumentSource['inspection']>): PdfBlock[] {
  return [
    {
      kind: 'heading',
      level: 2,
      text: `Overall score ${inspection.score} / 100, inspected ${inspection.inspectedAt.toISOString().slice(0, 10)}`,
    },
    { kind: 'paragraph', text: inspection.summary },
    ...inspection.sections.flatMap((section): PdfBlock[] => [
      {
        kind: 'heading',
        level: 2,
        text: `${section.name}: ${RATING_WORD[section.rating] ?? section.rating} (${section.rating})`,
      },
      { kind: 'paragraph', text: section.notes },
    ]),
  ];
}

async function inspectionReport(source: DocumentSource): Promise<DemoDocument> {
  const { car, inspection } = source;
  const pdf = await renderPdf({
    title: `Inspection report, auction ${source.auctionId}`,
    date: source.issuedAt,
    author: 'AutoBid',
    language: 'en',
    blocks: [
      { kind: 'heading', text: 'AutoBid vehicle inspection report' },
      { kind: 'heading', level: 2, text: carTitle(source) },
      {
        kind: 'rows',
        rows: [
          ['Registration', plateOf(source.inventoryId, source.market)],
          ['Auction', String(source.auctionId)],
          ['Location', source.location],
          ['Mileage', `${car.mileageKm.toLocaleString('en-US')} km`],
          ['Transmission', car.transmission],
          ['Fuel', car.fuel],
          ['Colour', car.color],
        ],
      },
      ...(inspection
        ? inspectionBlocks(inspection)
        : [{ kind: 'paragraph', text: 'This car has not been inspected yet.' } as const]),
      { kind: 'spacer' },
      {
        kind: 'paragraph',
        text: 'Ratings: excellent 100, good 75, fair 50, poor 25.',
        size: 9,
        isMuted: true,
      },
    ],
  });
  return {
    ...named('Inspection report'),
    fileName: `inspection-report-${source.auctionId}.pdf`,
    ...pdfDocument(pdf),
  };
}

async function serviceRecord(source: DocumentSource): Promise<DemoDocument> {
  const { car } = source;
  const services = [0.25, 0.5, 0.75, 1].map((share, i): [string, string] => {
    const km = Math.round((car.mileageKm * share) / 1000) * 1000;
    const year =
      car.year + Math.max(0, Math.round((source.refYear - car.year) * share) - (i === 3 ? 1 : 0));
    return [
      `${year}  ${km.toLocaleString('en-US')} km`,
      i % 2 === 0
        ? 'Minor service: oil, filter, inspection'
        : 'Major service: oil, filters, plugs, brake fluid',
    ];
  });
  const pdf = await renderPdf({
    title: `Service record, auction ${source.auctionId}`,
    date: source.issuedAt,
    author: 'AutoBid',
    language: 'en',
    blocks: [
      { kind: 'heading', text: 'Service record' },
      { kind: 'heading', level: 2, text: carTitle(source) },
      { kind: 'rows', rows: services },
      { kind: 'spacer' },
      {
        kind: 'paragraph',
        text: 'Stamped by an authorised service centre.',
        size: 9,
        isMuted: true,
      },
    ],
  });
  return {
    ...named('Service record'),
    fileName: `service-record-${source.auctionId}.pdf`,
    ...pdfDocument(pdf),
  };
}

function registrationCard(source: DocumentSource): DemoDocument {
  const { car } = source;
  const isSg = source.market === 'SG';
  const title = isSg ? 'Vehicle Log Card' : 'Sijil Pemilikan Kenderaan (Geran)';
  const rows: [string, string][] = [
    ['Registration No.', plateOf(source.inventoryId, source.market)],
    ['Make / Model', `${car.make} ${car.model}`],
    ['Variant', car.variant],
    ['Year of manufacture', String(car.year)],
    ['Colour', car.color],
    ['Fuel', car.fuel],
    [
      'Chassis No.',
      `JT${String(hashString(`vin-${source.inventoryId}`))
        .padStart(12, '0')
        .slice(0, 12)}`,
    ],
  ];
  const text = rows
    .map(
      ([label, value], i) =>
        `<text x="32" y="${118 + i * 30}" font-size="13" fill="#51606f">${escapeXml(label)}</text><text x="230" y="${118 + i * 30}" font-size="15" font-weight="600" fill="#1c2733">${escapeXml(value)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" font-family="Helvetica, Arial, sans-serif"><rect width="640" height="360" rx="18" fill="${isSg ? '#f3f0e6' : '#eef4ea'}" stroke="#8a9a88" stroke-width="3"/><rect x="0" y="0" width="640" height="70" rx="18" fill="${isSg ? '#9c2b2b' : '#1f4e8c'}"/><text x="32" y="45" font-size="22" font-weight="700" fill="#fff">${escapeXml(title)}</text>${text}<text x="608" y="340" font-size="10" text-anchor="end" fill="#8a9a88">Specimen for the AutoBid demo</text></svg>`;
  return {
    ...named(isSg ? 'Vehicle log card' : 'Registration card (geran)'),
    fileName: `registration-card-${source.auctionId}.svg`,
    contentType: 'image/svg+xml',
    content: Buffer.from(svg).toString('base64'),
  };
}

/** Two or three documents of an auction's car: the inspection report, the registration card and, for some, the service record. */
export async function buildDocuments(source: DocumentSource): Promise<DemoDocument[]> {
  const docs = [await inspectionReport(source), registrationCard(source)];
  if (source.inventoryId % 2 === 0) docs.push(await serviceRecord(source));
  return docs;
}
