import { PDF_LOCALES, type PdfLanguage } from './pdf-texts';

/** The time zone a market's documents are dated in. */
const MARKET_TIME_ZONES: Record<string, string> = {
  MY: 'Asia/Kuala_Lumpur',
  SG: 'Asia/Singapore',
  HK: 'Asia/Hong_Kong',
  ID: 'Asia/Jakarta',
};

export function marketTimeZone(market: string): string {
  return MARKET_TIME_ZONES[market] ?? 'UTC';
}

/** `MYR 52,300` (`IDR 245.000.000` in Indonesian): whole units, grouped as the language groups them. */
export function formatMoney(amount: number, currency: string, language: PdfLanguage): string {
  const digits = Math.abs(amount).toLocaleString(PDF_LOCALES[language], {
    maximumFractionDigits: 0,
  });
  return `${amount < 0 ? '-' : ''}${currency} ${digits}`;
}

/** `25 Nov 2026` (`25 พ.ย. 2026` in Thai), on the calendar day of the time zone given. */
export function formatDate(date: Date, language: PdfLanguage, timeZone: string): string {
  return date.toLocaleDateString(PDF_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  });
}

const KM: Record<PdfLanguage, string> = { en: 'km', id: 'km', th: 'กม.' };

/** `84,500 km` (`84,500 กม.` in Thai), grouped as the language groups numbers. */
export function formatKm(km: number, language: PdfLanguage): string {
  return `${km.toLocaleString(PDF_LOCALES[language])} ${KM[language]}`;
}
