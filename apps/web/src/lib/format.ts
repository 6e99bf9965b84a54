import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, NUMBER_LOCALES, DEFAULT_LANGUAGE } from '../i18n/languages';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Money in whole units of the market currency, never with decimals (spec §9). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

export function formatInteger(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A moment in the browser's time zone written in one of the languages' numeric patterns
 * (`format.*` texts: `M/D/YYYY HH:mm:ss` and the like): YYYY, M, MM, D, DD, H, HH, mm and ss.
 */
export function formatDatePattern(iso: string, pattern: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: two(date.getMonth() + 1),
    M: String(date.getMonth() + 1),
    DD: two(date.getDate()),
    D: String(date.getDate()),
    HH: two(date.getHours()),
    H: String(date.getHours()),
    mm: two(date.getMinutes()),
    ss: two(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|M|DD|D|HH|H|mm|ss/g, (token) => parts[token] ?? token);
}

export interface Formatters {
  locale: string;
  money: (amount: number, currency: string) => string;
  integer: (value: number) => string;
  /** Date and time in the language's order: `M/D/YYYY HH:mm:ss` in English (spec §9). */
  dateTime: (iso: string) => string;
  /** The date alone: `M/D/YYYY` in English. */
  date: (iso: string) => string;
  time: (iso: string) => string;
}

/** Number, money and date formatting in the current interface language. */
export function useFormatters(): Formatters {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useMemo(() => {
    const locale = NUMBER_LOCALES[language];
    return {
      locale,
      money: (amount, currency) => formatMoney(amount, currency, locale),
      integer: (value) => formatInteger(value, locale),
      dateTime: (iso) => formatDatePattern(iso, t('format.dateTime')),
      date: (iso) => formatDatePattern(iso, t('format.date')),
      time: (iso) => formatDatePattern(iso, t('format.time')),
    };
  }, [language, t]);
}
