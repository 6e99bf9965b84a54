import { describe, expect, it } from 'vitest';
import { amountTextProblem } from './amount-input';

describe('what a typed amount is', () => {
  it('takes digits in any grouping a dealer of the three languages writes', () => {
    for (const text of [
      '46100',
      '46,100',
      '46.100',
      '46 100',
      '1,046,100',
      '1.046.100',
      ' 46100 ',
      '',
    ])
      expect(amountTextProblem(text), text).toBeNull();
  });

  it('refuses cents: a point or comma before one or two final digits', () => {
    for (const text of ['46100.50', '46100.5', '46.100,50', '46,100.5'])
      expect(amountTextProblem(text), text).toBe('not_whole');
  });

  it('refuses letters, signs and text with no digit', () => {
    for (const text of ['abc', '46100abc', '-500', '+46100', 'MYR 46100', '1e6', ',', '.'])
      expect(amountTextProblem(text), text).toBe('not_digits');
  });
});
