import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { isLanguage, NUMBER_LOCALES, DEFAULT_LANGUAGE } from '../i18n/languages';

dayjs.extend(utc);

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

/** The one shape dates leave the app in (spec §5): UTC, `YYYY-MM-DD HH:mm:ss`. */
export const UTC_QUERY_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * A moment as the server takes it in a query or body: converted to UTC and written
 * `YYYY-MM-DD HH:mm:ss` (spec §5). Accepts a dayjs value (as antd's pickers give), a Date or an
 * ISO string; a local wall-clock time is read in the browser's time zone.
 */
export function toUtcQueryDate(value: Dayjs | Date | string): string {
  const moment = dayjs.isDayjs(value) ? value : dayjs(value);
  if (!moment.isValid()) throw new RangeError(`not a date: ${String(value)}`);
  return moment.utc().format(UTC_QUERY_FORMAT);
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
      dateTime: (iso) => dayjs(iso).format(t('format.dateTime')),
      date: (iso) => dayjs(iso).format(t('format.date')),
      time: (iso) => dayjs(iso).format(t('format.time')),
    };
  }, [language, t]);
}
