import { describe, expect, it } from 'vitest';
import { checkBuyingPower, type CreditCheckMode } from './buying-power';

const MODES: readonly CreditCheckMode[] = ['off', 'warn', 'refuse'];

describe('TRX-13 a bid above the buying power meets what the market decided', () => {
  it('admits a bid within the buying power without a warning in every mode', () => {
    for (const mode of MODES) {
      expect(checkBuyingPower({ allIn: 10_000, available: 10_000, mode })).toEqual({
        ok: true,
        warning: false,
      });
      expect(checkBuyingPower({ allIn: 9_999, available: 10_000, mode })).toEqual({
        ok: true,
        warning: false,
      });
    }
  });

  it('admits any bid of a dealer without a floor-stock line, in every mode', () => {
    for (const mode of MODES)
      expect(checkBuyingPower({ allIn: 5_000_000, available: null, mode })).toEqual({
        ok: true,
        warning: false,
      });
  });

  it('admits a bid one unit above the buying power silently when the check is off', () => {
    expect(checkBuyingPower({ allIn: 10_001, available: 10_000, mode: 'off' })).toEqual({
      ok: true,
      warning: false,
    });
  });

  it('admits a bid one unit above the buying power with a warning when the market warns', () => {
    expect(checkBuyingPower({ allIn: 10_001, available: 10_000, mode: 'warn' })).toEqual({
      ok: true,
      warning: true,
    });
  });

  it('refuses a bid one unit above the buying power with credit_exceeded and the available amount when the market refuses', () => {
    expect(checkBuyingPower({ allIn: 10_001, available: 10_000, mode: 'refuse' })).toEqual({
      ok: false,
      code: 'credit_exceeded',
      available: 10_000,
    });
  });

  it('refuses every bid of a dealer whose buying power is negative when the market refuses', () => {
    expect(checkBuyingPower({ allIn: 1, available: -500, mode: 'refuse' })).toEqual({
      ok: false,
      code: 'credit_exceeded',
      available: -500,
    });
  });
});
