import { renderPdf, type PdfBlock } from './pdf-document';
import { formatDate, formatKm, formatMoney, marketTimeZone } from './pdf-format';

/** What a Malaysian sales and purchase agreement of a won auction states. */
export interface SpaDocument {
  agreementNumber: string;
  date: Date;
  currency: string;
  seller: { groupName: string };
  buyer: { groupName: string; userName: string; email: string };
  car: {
    title: string;
    year: number;
    registration: string | null;
    chassis: string | null;
    engine: string | null;
    mileageKm: number;
    color: string;
  };
  /** The hammer price. */
  price: number;
  /** What the buyer has paid so far. */
  deposit: number;
  balance: number;
  auctionId: number;
}

const NONE = '—';

/** The clauses of the agreement, in the order they are numbered. */
function terms(spa: SpaDocument): string[] {
  return [
    `The Seller sells and the Buyer buys the vehicle described above at the price above, as awarded to the Buyer in AutoBid auction ${spa.auctionId}.`,
    'Title to the vehicle passes to the Buyer only when the price has been paid in full. Until then the vehicle remains the property of the Seller.',
    'The vehicle is sold as seen, in the condition recorded in the AutoBid inspection report, which the Buyer confirms having read. No other warranty is given as to condition, mileage or fitness for any purpose.',
    'The deposit is applied towards the price. The Buyer shall pay the balance within the payment period of the auction terms.',
    'The Seller warrants that the vehicle is free of any hire-purchase, charge or other encumbrance or, where finance is outstanding, that it will be settled from the proceeds of this sale before ownership is transferred.',
    'The Seller warrants that the vehicle is not blacklisted and that every summons, toll or fine incurred before handover is settled by the Seller.',
    'The transfer of ownership shall be registered with the Jabatan Pengangkutan Jalan (JPJ) within 14 days of full payment. Both parties shall attend the verification and sign the forms that the transfer requires.',
    'Risk in the vehicle passes to the Buyer at handover. From handover the Buyer bears the road tax, the insurance and every cost of keeping and using the vehicle.',
    'If the Buyer does not pay the balance when due, the Seller may end this agreement as the auction terms provide, and the deposit may be forfeited to cover the Seller’s loss.',
    'This agreement is governed by the laws of Malaysia, and the parties submit to the jurisdiction of the courts of Malaysia.',
  ];
}

/** The sales and purchase agreement of a won auction in Malaysia, in English with its Malay title. */
export function renderSalesPurchaseAgreementPdf(spa: SpaDocument): Promise<Buffer> {
  const money = (amount: number) => formatMoney(amount, spa.currency, 'en');
  const { buyer, car } = spa;
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: 'Sales and Purchase Agreement' },
    { kind: 'paragraph', text: 'Perjanjian Jual Beli', size: 13, isMuted: true },
    { kind: 'spacer' },
    {
      kind: 'rows',
      rows: [
        ['Agreement number', spa.agreementNumber],
        ['Date', formatDate(spa.date, 'en', marketTimeZone('MY'))],
        ['Auction', String(spa.auctionId)],
      ],
    },
    { kind: 'heading', level: 2, text: 'The parties' },
    {
      kind: 'rows',
      rows: [
        ['Seller', spa.seller.groupName],
        ['Buyer', `${buyer.groupName}\nrepresented by ${buyer.userName} (${buyer.email})`],
      ],
    },
    { kind: 'heading', level: 2, text: 'The vehicle' },
    {
      kind: 'rows',
      rows: [
        ['Make and model', car.title],
        ['Year of manufacture', String(car.year)],
        ['Registration number', car.registration ?? NONE],
        ['Chassis number', car.chassis ?? NONE],
        ['Engine number', car.engine ?? NONE],
        ['Mileage', formatKm(car.mileageKm, 'en')],
        ['Colour', car.color],
      ],
    },
    { kind: 'heading', level: 2, text: 'The price' },
    {
      kind: 'table',
      lines: [
        { label: 'Purchase price (hammer price)', amount: money(spa.price) },
        { label: 'Deposit paid', amount: money(spa.deposit) },
        { label: 'Balance payable', amount: money(spa.balance), isTotal: true },
      ],
    },
    { kind: 'heading', level: 2, text: 'Terms' },
    { kind: 'list', items: terms(spa) },
    { kind: 'spacer', height: 16 },
    {
      kind: 'signatures',
      parties: [
        { role: 'Signed for the Seller', name: spa.seller.groupName },
        { role: 'Signed for the Buyer', name: `${buyer.userName}, ${buyer.groupName}` },
      ],
    },
  ];
  return renderPdf({
    title: `Sales and Purchase Agreement ${spa.agreementNumber}`,
    date: spa.date,
    author: 'AutoBid',
    subject: car.title,
    language: 'en-MY',
    blocks,
  });
}
