import { describe, expect, it } from 'vitest';
import { formatInteger, formatMoney } from './format';

describe('formatMoney', () => {
  it('shows whole currency units without decimals, even for a currency that has cents', () => {
    expect(formatMoney(45_500, 'MYR', 'en-US').replace(/\s/g, ' ')).toBe('MYR 45,500');
    expect(formatMoney(45_500, 'SGD', 'en-US')).not.toMatch(/\.\d/);
  });

  it('groups digits the way the language does', () => {
    expect(formatMoney(250_000_000, 'IDR', 'id-ID')).toContain('250.000.000');
  });
});

describe('formatInteger', () => {
  it('adds thousands separators and no decimals', () => {
    expect(formatInteger(123_456, 'en-US')).toBe('123,456');
  });
});
