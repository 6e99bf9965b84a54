/** The languages a generated document is written in. */
export type PdfLanguage = 'en' | 'id' | 'th';

/** Intl locale of each language, for dates. */
// Thai month words on the Gregorian calendar: the page and the market's own papers count years so.
export const PDF_LOCALES: Record<PdfLanguage, string> = {
  en: 'en-GB',
  id: 'id-ID',
  th: 'th-TH-u-ca-gregory',
};

/** The words of an invoice in one language. */
export interface InvoiceTexts {
  invoice: string;
  invoiceNumber: string;
  date: string;
  dueDate: string;
  status: string;
  billTo: string;
  seller: string;
  car: string;
  year: string;
  registration: string;
  chassis: string;
  mileage: string;
  auction: string;
  item: string;
  amount: string;
  discount: string;
  totalDue: string;
  paid: string;
  paymentInstructions: string;
  issuedBy: string;
  taxNumber: string;
  bank: string;
  accountName: string;
  accountNumber: string;
  swift: string;
  payBy: (invoiceNumber: string, due: string) => string;
  /** Fee line names, by their machine name. */
  lines: Record<string, string>;
  statuses: Record<string, string>;
}

export const INVOICE_TEXTS: Record<PdfLanguage, InvoiceTexts> = {
  en: {
    invoice: 'Invoice',
    invoiceNumber: 'Invoice number',
    date: 'Date',
    dueDate: 'Due date',
    status: 'Status',
    billTo: 'Bill to',
    seller: 'Seller',
    car: 'Car',
    year: 'Year',
    registration: 'Registration',
    chassis: 'Chassis',
    mileage: 'Mileage',
    auction: 'Auction',
    item: 'Item',
    amount: 'Amount',
    discount: 'Discount',
    totalDue: 'Total due',
    paid: 'Paid',
    paymentInstructions: 'Payment instructions',
    issuedBy: 'Issued by',
    taxNumber: 'Tax registration',
    bank: 'Bank',
    accountName: 'Account name',
    accountNumber: 'Account number',
    swift: 'SWIFT',
    payBy: (number, due) =>
      `Pay the total by bank transfer or online payment by ${due}, quoting ${number} as the reference. The car is released once the payment is confirmed.`,
    lines: {
      hammer: 'Hammer price',
      buyer_premium: 'Buyer premium',
      documentation_fee: 'Documentation fee',
      transfer_handling: 'Transfer handling',
      admin_fee: 'Administration fee',
      tax: 'Tax',
    },
    statuses: {
      awaiting_payment: 'Awaiting payment',
      payment_submitted: 'Payment submitted',
      paid: 'Paid',
      ready_for_release: 'Ready for release',
      handed_over: 'Handed over',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
  },
  id: {
    invoice: 'Faktur',
    invoiceNumber: 'Nomor faktur',
    date: 'Tanggal',
    dueDate: 'Jatuh tempo',
    status: 'Status',
    billTo: 'Ditagihkan kepada',
    seller: 'Penjual',
    car: 'Mobil',
    year: 'Tahun',
    registration: 'Nomor polisi',
    chassis: 'Nomor rangka',
    mileage: 'Jarak tempuh',
    auction: 'Lelang',
    item: 'Rincian',
    amount: 'Jumlah',
    discount: 'Diskon',
    totalDue: 'Total tagihan',
    paid: 'Dibayar',
    paymentInstructions: 'Instruksi pembayaran',
    issuedBy: 'Diterbitkan oleh',
    taxNumber: 'Nomor pajak',
    bank: 'Bank',
    accountName: 'Nama rekening',
    accountNumber: 'Nomor rekening',
    swift: 'SWIFT',
    payBy: (number, due) =>
      `Bayar total tagihan melalui transfer bank atau pembayaran online paling lambat ${due}, dengan ${number} sebagai referensi. Mobil diserahkan setelah pembayaran dikonfirmasi.`,
    lines: {
      hammer: 'Harga lelang',
      buyer_premium: 'Premi pembeli',
      documentation_fee: 'Biaya dokumen',
      transfer_handling: 'Biaya pengurusan balik nama',
      admin_fee: 'Biaya administrasi',
      tax: 'Pajak',
    },
    statuses: {
      awaiting_payment: 'Menunggu pembayaran',
      payment_submitted: 'Pembayaran dikirim',
      paid: 'Lunas',
      ready_for_release: 'Siap diserahkan',
      handed_over: 'Sudah diserahkan',
      completed: 'Selesai',
      cancelled: 'Dibatalkan',
    },
  },
  th: {
    invoice: 'ใบแจ้งหนี้',
    invoiceNumber: 'เลขที่ใบแจ้งหนี้',
    date: 'วันที่',
    dueDate: 'วันครบกำหนดชำระ',
    status: 'สถานะ',
    billTo: 'เรียกเก็บจาก',
    seller: 'ผู้ขาย',
    car: 'รถยนต์',
    year: 'ปี',
    registration: 'ทะเบียนรถ',
    chassis: 'เลขตัวถัง',
    mileage: 'เลขไมล์',
    auction: 'การประมูล',
    item: 'รายการ',
    amount: 'จำนวนเงิน',
    discount: 'ส่วนลด',
    totalDue: 'ยอดที่ต้องชำระ',
    paid: 'ชำระแล้ว',
    paymentInstructions: 'วิธีการชำระเงิน',
    issuedBy: 'ออกโดย',
    taxNumber: 'เลขประจำตัวผู้เสียภาษี',
    bank: 'ธนาคาร',
    accountName: 'ชื่อบัญชี',
    accountNumber: 'เลขที่บัญชี',
    swift: 'SWIFT',
    payBy: (number, due) =>
      `โปรดชำระยอดรวมโดยการโอนเงินผ่านธนาคารหรือชำระเงินออนไลน์ภายในวันที่ ${due} โดยระบุ ${number} เป็นเลขอ้างอิง รถจะถูกส่งมอบเมื่อยืนยันการชำระเงินแล้ว`,
    lines: {
      hammer: 'ราคาประมูล',
      buyer_premium: 'ค่าธรรมเนียมผู้ซื้อ',
      documentation_fee: 'ค่าเอกสาร',
      transfer_handling: 'ค่าดำเนินการโอนกรรมสิทธิ์',
      admin_fee: 'ค่าธรรมเนียมการดำเนินการ',
      tax: 'ภาษี',
    },
    statuses: {
      awaiting_payment: 'รอชำระเงิน',
      payment_submitted: 'ส่งหลักฐานการชำระเงินแล้ว',
      paid: 'ชำระแล้ว',
      ready_for_release: 'พร้อมส่งมอบ',
      handed_over: 'ส่งมอบแล้ว',
      completed: 'เสร็จสมบูรณ์',
      cancelled: 'ยกเลิก',
    },
  },
};

/** `loyal_dealer` → `Loyal dealer`: how a name with no translation is shown. */
export function humanizeName(name: string): string {
  const spaced = name.replaceAll('_', ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
