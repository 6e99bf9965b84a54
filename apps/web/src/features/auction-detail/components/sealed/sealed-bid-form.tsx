import { BID_TYPES, type BidType } from '@autobid/auction';
import type { DealerAuction } from '@autobid/contract';
import { Alert, App, Button, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../lib/error-text';
import { useFormatters } from '../../../../lib/format';
import { placeClosedBid } from '../../../../lib/state/bid-actions';
import { ownSealedBids } from '../../auction-phase';
import { useBidCall } from '../../hooks/use-bid-call';
import { AmountInput, type AmountTextProblem } from '../../../../components/amount-input';
import { AmountTextHint } from '../amount-text-hint';
import { AllInLine, useAllIn } from '../all-in-line';
import './sealed.css';

interface SealedBidFormProps {
  auction: DealerAuction;
  /** The phone layout: the form is the bar pinned to the bottom of the screen. */
  compact?: boolean;
}

/**
 * A sealed bid for the whole car or the body only (SEAL-1): at least the start price, and a
 * second bid of the same type only raises the first (SEAL-2). Nobody else's amount is known here.
 * The typed amount's all-in price shows with it (TRX-8); where the market refuses bids above the
 * dealer's buying power, so does the button (TRX-13).
 */
export function SealedBidForm({ auction, compact = false }: SealedBidFormProps) {
  const { t } = useTranslation();
  const { money, integer } = useFormatters();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const call = useBidCall();
  const [bidType, setBidType] = useState<BidType>('whole_car');
  const [typed, setTyped] = useState<number | null>(null);
  const [textProblem, setTextProblem] = useState<AmountTextProblem | null>(null);

  const current = ownSealedBids(auction)[bidType];
  const minimum = current ? current.amount + 1 : auction.start_price;
  const isTooLow = typed !== null && typed < minimum;
  const allIn = useAllIn(isTooLow ? null : typed, auction.currency);
  const canSubmit = typed !== null && !isTooLow && allIn?.power !== 'refuse' && !call.pending;
  // Phone: above the input row, so the button keeps its place when the price or a warning changes.
  const allInLine = <AllInLine quote={allIn} testId="sealed-bid-all-in" />;
  const show = (amount: number) => (compact ? integer(amount) : money(amount, auction.currency));

  const handleSubmit = async () => {
    if (!canSubmit) return;
    const answered = await call.run(
      placeClosedBid({ auction_id: auction.id, amount: typed, bid_type: bidType }),
    );
    if (!answered) return;
    setTyped(null);
    void message.success({
      content: t('sealed.placed', {
        amount: money(typed, auction.currency),
        type: t(`sealed.${bidType}`),
      }),
      duration: 3,
    });
  };

  return (
    <div
      className={`sealed-form${compact ? ' sealed-form--compact' : ''}`}
      data-testid="sealed-bid-form"
    >
      {call.failure ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: call.clearFailure }}
          title={errorText(call.failure, auction.currency, 'sealed')}
          data-testid="sealed-bid-error"
        />
      ) : null}
      <Segmented<BidType>
        block
        value={bidType}
        onChange={(next) => {
          setBidType(next);
          call.clearFailure();
        }}
        options={BID_TYPES.map((type) => ({
          value: type,
          label: <span data-testid={`sealed-type-${type}`}>{t(`sealed.${type}`)}</span>,
        }))}
        aria-label={t('sealed.bidType')}
      />
      <p className="sealed-form__help" data-testid="sealed-type-help">
        {t(`sealed.help.${bidType}`)}
      </p>
      {compact ? allInLine : null}
      <div className="sealed-form__row">
        <AmountInput
          className="sealed-form__input"
          label={t('sealed.amountLabel')}
          testId="sealed-bid-amount"
          value={typed}
          placeholder={minimum}
          currency={auction.currency}
          step={1}
          compact={compact}
          onChange={(value) => {
            setTyped(value);
            call.clearFailure();
          }}
          onPressEnter={() => void handleSubmit()}
          onTextProblem={setTextProblem}
          isInvalid={isTooLow || textProblem !== null}
        />
        <Button
          type="primary"
          size="large"
          className="sealed-form__submit num"
          loading={call.pending}
          disabled={!canSubmit}
          onClick={() => void handleSubmit()}
          data-testid="sealed-bid-submit"
        >
          {typed === null
            ? t(current ? 'sealed.raiseShort' : 'sealed.placeShort')
            : t(current ? 'sealed.raise' : 'sealed.place', { amount: show(typed) })}
        </Button>
      </div>
      {textProblem ? (
        <AmountTextHint
          problem={textProblem}
          example={minimum}
          currency={auction.currency}
          className="sealed-form__hint sealed-form__hint--error"
        />
      ) : (
        <div
          className={`sealed-form__hint${isTooLow ? ' sealed-form__hint--error' : ''}`}
          role={isTooLow ? 'alert' : undefined}
        >
          {current
            ? t('sealed.atLeastRaise', { amount: money(minimum, auction.currency) })
            : t('sealed.atLeast', { amount: money(minimum, auction.currency) })}
        </div>
      )}
      {compact ? null : allInLine}
    </div>
  );
}
