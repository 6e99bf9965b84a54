import { describe, expect, it } from 'vitest';
import { dialCodeOf, toE164 } from './phone-number';

describe('phone numbers as typed, to E.164', () => {
  it('joins the dial code and the number, without separators or the trunk 0', () => {
    expect(toE164('+60', '012-345 6701')).toBe('+60123456701');
    expect(toE164('+65', '9123 4567')).toBe('+6591234567');
    expect(toE164('+62', '(0812) 3456.7890')).toBe('+6281234567890');
  });

  it('keeps a number typed with its own + and dial code', () => {
    expect(toE164('+60', '+65 9123 4567')).toBe('+6591234567');
  });

  it('refuses letters, too few digits and more than E.164 allows', () => {
    expect(toE164('+60', '12ab5678')).toBeNull();
    expect(toE164('+65', '1234')).toBeNull();
    expect(toE164('+60', '1234567890123456')).toBeNull();
    expect(toE164('+60', '')).toBeNull();
  });

  it('takes the dial code of the sign-in region', () => {
    expect(dialCodeOf('MY')).toBe('+60');
    expect(dialCodeOf('SG')).toBe('+65');
    expect(dialCodeOf('ID')).toBe('+62');
    expect(dialCodeOf('HK')).toBe('+852');
  });
});
