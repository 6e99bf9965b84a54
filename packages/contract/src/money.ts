import { MAX_AMOUNT } from '@autobid/auction';
import { z } from 'zod/mini';

/**
 * The largest amount a request may carry, in the market's currency unit: the bid rules' own bound
 * (`MAX_AMOUNT`, far above any car in rupiah), so a price or a bid no rule can take is refused at
 * the edge, naming its field.
 */
export const MAX_PRICE = MAX_AMOUNT;

const atMost = `must be at most ${MAX_PRICE.toLocaleString('en')}`;

/** A price or a bid in a request body: a whole number from 1 to {@link MAX_PRICE}. */
export const amountField = (label?: string) => {
  const named = (message: string) => (label ? `${label} ${message}` : message);
  return z
    .int({ error: named('must be a whole number') })
    .check(
      z.positive({ error: named('must be positive') }),
      z.lte(MAX_PRICE, { error: named(atMost) }),
    );
};
