import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { formatDatePattern, formatInteger, formatMoney, useFormatters } from './format';

describe('formatMoney', () => {
  it('shows whole currency units without decimals, even for a currency that has cents', () => {
    expect(formatMoney(45_500, 'MYR', 'en-US').replace(/\s/g, ' ')).toBe('MYR 45,500');
    expect(formatMoney(45_500, 'SGD', 'en-US')).not.toMatch(/\.\d/);
  });

  it('groups digits the way the language does', () => {
    expect(formatMoney(250_000_000, 'IDR', 'id-ID')).toContain('250.000.000');
  });

  it.each([
    ['MYR', 'th-TH'],
    ['SGD', 'id-ID'],
    ['IDR', 'en-US'],
  ])(
    'names the market currency %s by its code in %s and rounds away any fraction',
    (currency, locale) => {
      const text = formatMoney(12_345.6, currency, locale);
      expect(text).toContain(currency);
      expect(text.replace(/\D/g, '')).toBe('12346');
    },
  );
});

describe('formatInteger', () => {
  it('adds thousands separators and no decimals', () => {
    expect(formatInteger(123_456, 'en-US')).toBe('123,456');
  });
});

describe('formatDatePattern', () => {
  it('writes each numeric token of the patterns in the browser time zone', () => {
    const local = new Date(2030, 0, 5, 7, 3, 9).toISOString();
    expect(formatDatePattern(local, 'YYYY-MM-DD HH:mm:ss')).toBe('2030-01-05 07:03:09');
    expect(formatDatePattern(local, 'D/M/YYYY H:mm')).toBe('5/1/2030 7:03');
  });

  it('writes nothing for what is not a date rather than "NaN"', () => {
    expect(formatDatePattern('not a date', 'M/D/YYYY')).toBe('');
  });
});

describe('useFormatters dates', () => {
  const iso = '2030-07-04T13:05:09';

  async function formattersIn(language: Language) {
    const i18n = await initI18n(language);
    await i18n.changeLanguage(language);
    return renderHook(() => useFormatters()).result.current;
  }

  it('writes English dates month first: M/D/YYYY and M/D/YYYY HH:mm:ss', async () => {
    const format = await formattersIn('en');
    expect(format.date(iso)).toBe('7/4/2030');
    expect(format.dateTime(iso)).toBe('7/4/2030 13:05:09');
  });

  it.each(['id', 'th'] as const)(
    'writes %s dates day first with Gregorian years',
    async (language) => {
      const format = await formattersIn(language);
      expect(format.date(iso)).toBe('4/7/2030');
      expect(format.dateTime(iso)).toBe('4/7/2030 13:05:09');
    },
  );
});
