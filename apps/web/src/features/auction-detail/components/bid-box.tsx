import type { DealerAuction } from '@autobid/contract';
import { quickBidAmounts, minimumNextBid, type IncrementTable } from '@autobid/auction';
import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useFormatters } from '../../../lib/format';
import { usePlaceBid } from '../hooks/use-place-bid';
import { AmountInput, type AmountTextProblem } from '../../../components/amount-input';
import { AmountTextHint } from './amount-text-hint';
import { AllInLine, useAllIn } from './all-in-line';

interface BidBoxProps {
  auction: DealerAuction;
  increments: IncrementTable;
  /** The phone layout: a short bar pinned to the bottom of the screen. */
  compact?: boolean;
}

// Three quick amounts: the minimum and one and two increments above it.
const QUICK_BID_COUNT = 3;
/** A typed bid this many times the minimum or more is asked about first: a slip of a finger costs a car. */
export const JUMP_CONFIRM_FACTOR = 1.5;

/**
 * The bid input. With no amount typed the button bids the current minimum, and its label always
 * shows the exact amount that will be sent; the all-in line says what that bid costs in all
 * (TRX-8). Where the market refuses bids above the dealer's buying power (TRX-13), so does the button.
 */
export function BidBox({ auction, increments, compact = false }: BidBoxProps) {
  const { t } = useTranslation();
  const { money, integer } = useFormatters();
  const errorText = useErrorText();
  const { modal } = App.useApp();
  const [typed, setTyped] = useState<number | null>(null);
  const [textProblem, setTextProblem] = useState<AmountTextProblem | null>(null);
  const { submitting, failure, clearFailure, submit } = usePlaceBid(auction.id, auction.currency);

  const rules = {
    startPrice: auction.start_price,
    highestAmount: auction.highest_bid?.amount ?? null,
    increments,
  };
  const minimum = minimumNextBid(rules);
  const quick = quickBidAmounts(rules, QUICK_BID_COUNT);
  const amount = typed ?? minimum;
  const isBelowMinimum = amount < minimum;
  const isWinning = auction.position === 'winning';
  const allIn = useAllIn(isBelowMinimum || isWinning ? null : amount, auction.currency);
  const isOverBuyingPower = allIn?.power === 'refuse';
  // Phone: above the input row, so the bid button keeps its place when the price or a warning changes.
  const allInLine = <AllInLine quote={allIn} testId="bid-all-in" />;

  const cannotBid = isBelowMinimum || isWinning || isOverBuyingPower || textProblem !== null;
  const place = async () => {
    if (await submit(amount)) setTyped(null);
  };
  const handleBid = () => {
    if (cannotBid || submitting) return;
    if (typed === null || typed < minimum * JUMP_CONFIRM_FACTOR) return void place();
    void modal.confirm({
      title: t('bid.jumpTitle', { amount: money(amount, auction.currency) }),
      content: t('bid.jumpBody', {
        above: money(amount - minimum, auction.currency),
        minimum: money(minimum, auction.currency),
      }),
      okText: t('bid.jumpConfirm'),
      cancelText: t('bid.jumpCancel'),
      onOk: place,
    });
  };

  return (
    <div className={`bid-box${compact ? ' bid-box--compact' : ''}`} data-testid="bid-box">
      {failure ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: clearFailure }}
          title={errorText(failure, auction.currency)}
          data-testid="bid-error"
          className="bid-box__alert"
        />
      ) : null}
      {isWinning && !failure ? (
        <Alert
          type="success"
          showIcon
          title={t('bid.youAreWinning')}
          className="bid-box__alert"
          data-testid="bid-winning"
        />
      ) : null}
      <div className="bid-box__quick" role="group" aria-label={t('bid.quickAdd')}>
        {quick.map((value) => (
          <Button
            key={value}
            onClick={() => setTyped(value)}
            className="num"
            data-testid="quick-bid"
            disabled={submitting || isWinning}
          >
            {compact ? integer(value) : money(value, auction.currency)}
          </Button>
        ))}
      </div>
      {compact ? allInLine : null}
      <div className="bid-box__row">
        <AmountInput
          className="bid-box__input"
          label={t('bid.amountLabel')}
          testId="bid-amount"
          value={typed}
          placeholder={minimum}
          currency={auction.currency}
          step={increments[0]?.increment ?? 1}
          compact={compact}
          onChange={(value) => {
            setTyped(value);
            clearFailure();
          }}
          onTextProblem={setTextProblem}
          onPressEnter={handleBid}
          isInvalid={isBelowMinimum || textProblem !== null}
          disabled={isWinning}
        />
        <Button
          type="primary"
          size="large"
          className="bid-box__submit num"
          loading={submitting}
          disabled={cannotBid}
          onClick={handleBid}
          data-testid="bid-submit"
        >
          {t('bid.submit', { amount: compact ? integer(amount) : money(amount, auction.currency) })}
        </Button>
      </div>
      {compact ? null : allInLine}
      {textProblem ? (
        <AmountTextHint
          problem={textProblem}
          example={minimum}
          currency={auction.currency}
          className="bid-box__hint bid-box__hint--error"
        />
      ) : isBelowMinimum ? (
        <div className="bid-box__hint bid-box__hint--error" role="alert">
          {t('bid.belowMinimum', { amount: money(minimum, auction.currency) })}
        </div>
      ) : null}
    </div>
  );
}
