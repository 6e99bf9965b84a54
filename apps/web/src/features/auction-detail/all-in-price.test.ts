import { chargesFor } from '@autobid/auction';
import { describe, expect, it } from 'vitest';
import { allInPrice, buyingPowerState } from './all-in-price';
import { buildBuyingTerms } from './testing/buying-terms-factory';

describe('allInPrice (TRX-8)', () => {
  it('prices a bid with the invoice’s own function: the same total and lines as chargesFor', () => {
    const terms = buildBuyingTerms();
    const charges = chargesFor(50_000, terms.fee_schedule, []);
    if (!charges.ok) throw new Error('the schedule prices 50,000');
    // 50,000 + premium 1,500 (2.5 % raised to the band's minimum) + fees 350 + SST 8 % of 1,850.
    expect(allInPrice(50_000, terms)).toEqual({
      total: 51_998,
      lines: charges.value.buyerLines,
    });
    expect(charges.value.buyerTotal).toBe(51_998);
  });

  it('takes the dealer’s discount off the fee it names, and the tax follows the reduced fee', () => {
    const terms = buildBuyingTerms({
      discounts: [{ name: 'loyalty', target: 'documentation_fee', amount: 100 }],
    });
    const price = allInPrice(50_000, terms);
    // 50,000 + 1,500 + 150 + 200 − 100, and SST 8 % of the fees left (1,750): 140. Total 51,890.
    expect(price?.total).toBe(51_890);
    expect(price?.lines).toContainEqual({
      kind: 'discount',
      name: 'loyalty',
      target: 'documentation_fee',
      amount: -100,
    });
    expect(price?.lines.find((line) => line.kind === 'tax')?.amount).toBe(140);
  });

  it('gives no price for a broken fee schedule, which chargesFor refuses by throwing', () => {
    const broken = buildBuyingTerms();
    broken.fee_schedule.premiumBands = [];
    expect(allInPrice(50_000, broken)).toBeNull();
  });

  it('gives no price for an amount with decimals or a discount that names no fee', () => {
    expect(allInPrice(50_000.5, buildBuyingTerms())).toBeNull();
    const stray = buildBuyingTerms({ discounts: [{ name: 'x', target: 'valet', amount: 100 }] });
    expect(allInPrice(50_000, stray)).toBeNull();
  });
});

describe('buyingPowerState (TRX-13)', () => {
  it('is ok up to and including the buying power', () => {
    expect(buyingPowerState(60_000, buildBuyingTerms())).toBe('ok');
  });

  it('above the buying power, refuses where the market refuses and warns where it warns', () => {
    expect(buyingPowerState(60_001, buildBuyingTerms({ credit_check: 'refuse' }))).toBe('refuse');
    expect(buyingPowerState(60_001, buildBuyingTerms({ credit_check: 'warn' }))).toBe('warn');
  });

  it('says nothing where the market does not check credit or the group has no line', () => {
    expect(buyingPowerState(90_000, buildBuyingTerms({ credit_check: 'off' }))).toBeNull();
    expect(buyingPowerState(90_000, buildBuyingTerms({ buying_power: null }))).toBeNull();
  });
});
