import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
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

export interface Formatters {
  locale: string;
  money: (amount: number, currency: string) => string;
  integer: (value: number) => string;
  dateTime: (iso: string) => string;
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
      time: (iso) => dayjs(iso).format(t('format.time')),
    };
  }, [language, t]);
}
