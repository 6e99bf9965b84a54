import { CloseCircleFilled, DownOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import type { ChargeLine } from '@autobid/auction';
import { useId, useMemo, useState } from 'react';
import { useFormatters } from '../../../lib/format';
import {
  allInPrice,
  buyingPowerState,
  type AllInPrice,
  type BuyingPowerState,
} from '../all-in-price';
import { useBuyingTerms } from '../api/get-buying-terms';
import { fillText, useAllInTexts, type AllInTexts } from './all-in-texts';
import './all-in.css';

/** A bid amount priced for the dealer: its all-in price and where it stands against its buying power. */
export interface AllInQuote {
  currency: string;
  price: AllInPrice;
  /** Null where the market does not check credit or the group has no floor-stock line. */
  power: BuyingPowerState | null;
  /** What the dealer can still spend, never shown below 0. */
  available: number;
  /** What the group's unpaid wins hold of its power (0 without a line). */
  owed: number;
  /** The market's name for its tax line (`SST 8%`), when it has one. */
  taxLabel: string | null;
}

/**
 * The quote for a bid of `amount` in `currency`; null while the terms load, when they could not be
 * read, when the dealer's market bills in another currency, or when the amount cannot be priced.
 */
export function useAllIn(amount: number | null, currency: string): AllInQuote | null {
  const terms = useBuyingTerms();
  return useMemo(() => {
    if (amount === null || terms === null || terms.currency !== currency) return null;
    const price = allInPrice(amount, terms);
    if (price === null) return null;
    return {
      currency,
      price,
      power: buyingPowerState(price.total, terms),
      available: Math.max(0, terms.buying_power?.available ?? 0),
      owed: terms.buying_power?.owed_on_unpaid_wins ?? 0,
      taxLabel: terms.tax_label,
    };
  }, [amount, currency, terms]);
}

const NAMED_FEES = [
  'buyer_premium',
  'documentation_fee',
  'transfer_handling',
  'admin_fee',
] as const;
type NamedFee = (typeof NAMED_FEES)[number];
const isNamedFee = (name: string): name is NamedFee =>
  (NAMED_FEES as readonly string[]).includes(name);

/** A fee in the interface language; one the app has no name for, as the market wrote it. */
function feeName(texts: AllInTexts, name: string): string {
  return isNamedFee(name) ? texts.lines[name] : name.replaceAll('_', ' ');
}

function lineLabel(texts: AllInTexts, line: ChargeLine, taxLabel: string | null): string {
  switch (line.kind) {
    case 'hammer':
      return texts.lines.hammer;
    case 'premium':
    case 'fee':
    case 'commission':
      return feeName(texts, line.name);
    case 'discount':
      // Mid-sentence: "Discount on documentation fee".
      return fillText(texts.lines.discountOn, {
        fee: feeName(texts, line.target).toLocaleLowerCase(),
      });
    case 'tax':
      return taxLabel ?? texts.lines.tax;
  }
}

interface AllInLineProps {
  quote: AllInQuote | null;
  /** A max bid's ceiling: the most a win can cost (the all-in price never falls as the bid rises). */
  isCeiling?: boolean;
  testId: string;
}

/**
 * One line, "All-in MYR 54,812", that opens onto the bill's lines and the dealer's buying power;
 * above it, how far the price goes beyond that buying power when it does.
 */
export function AllInLine({ quote, isCeiling = false, testId }: AllInLineProps) {
  const texts = useAllInTexts();
  const { money } = useFormatters();
  const [isOpen, setOpen] = useState(false);
  const linesId = useId();
  if (!quote) return null;
  const { currency, price, power, available, owed } = quote;
  const owedText =
    owed > 0 ? (
      <span className="all-in__owed" data-testid={`${testId}-owed`}>
        {fillText(texts.owed, { amount: money(owed, currency) })}
      </span>
    ) : null;
  const isOver = power === 'warn' || power === 'refuse';
  return (
    <div className="all-in" data-testid={testId}>
      {isOver ? (
        <div
          className={`all-in__over all-in__over--${power}`}
          role={power === 'refuse' ? 'alert' : 'status'}
          data-testid={`${testId}-over`}
        >
          {power === 'refuse' ? (
            <CloseCircleFilled aria-hidden className="all-in__over-icon" />
          ) : (
            <ExclamationCircleFilled aria-hidden className="all-in__over-icon" />
          )}
          <span>
            {fillText(texts.over, { amount: money(price.total - available, currency) })}
            {owedText}
          </span>
        </div>
      ) : null}
      <button
        type="button"
        className="all-in__toggle num"
        aria-expanded={isOpen}
        aria-controls={isOpen ? linesId : undefined}
        onClick={() => setOpen((open) => !open)}
        data-testid={`${testId}-toggle`}
      >
        {fillText(isCeiling ? texts.summaryUpTo : texts.summary, {
          amount: money(price.total, currency),
        })}
        <DownOutlined
          className={`all-in__chevron${isOpen ? ' all-in__chevron--open' : ''}`}
          aria-hidden
        />
      </button>
      {isOpen ? (
        <div id={linesId} className="all-in__detail">
          <dl className="all-in__lines" aria-label={texts.breakdown}>
            {price.lines.map((line, index) => (
              <div
                key={`${line.kind}-${line.name}-${index}`}
                className="all-in__row"
                data-testid={`${testId}-line`}
              >
                <dt>{lineLabel(texts, line, quote.taxLabel)}</dt>
                <dd className="num">{money(line.amount, currency)}</dd>
              </div>
            ))}
            <div className="all-in__row all-in__row--total">
              <dt>{texts.lines.total}</dt>
              <dd className="num">{money(price.total, currency)}</dd>
            </div>
          </dl>
          {power !== null ? (
            <p className="all-in__available" data-testid={`${testId}-available`}>
              {fillText(texts.available, { amount: money(available, currency) })}
              {isOver ? null : owedText}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
