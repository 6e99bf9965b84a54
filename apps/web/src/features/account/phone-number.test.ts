import { describe, expect, it } from 'vitest';
import { dialCodeFor, joinPhone, splitPhone } from './phone-number';

describe('phone numbers on the account page (spec §9 dial codes)', () => {
  it('splits a stored number into its dial code and the rest, the three-digit +852 included', () => {
    expect(splitPhone('+60123456701')).toEqual({ dial: '+60', national: '123456701' });
    expect(splitPhone('+85291234567')).toEqual({ dial: '+852', national: '91234567' });
  });

  it('offers the dial code of the user’s market when they have no number, else Malaysia’s', () => {
    expect(splitPhone(null, 'SG')).toEqual({ dial: '+65', national: '' });
    expect(dialCodeFor('US')).toBe('+60');
    expect(dialCodeFor(undefined)).toBe('+60');
  });

  it('joins the dial code and the typed digits, dropping spaces, dashes and a leading 0', () => {
    expect(joinPhone('+60', '012-345 6701')).toBe('+60123456701');
    expect(joinPhone('+852', '(9123) 4567')).toBe('+85291234567');
  });

  it('sends null for an emptied number, which removes it', () => {
    expect(joinPhone('+65', '   ')).toBeNull();
    expect(joinPhone('+65', undefined)).toBeNull();
  });
});
