import type { DealerAuction } from '@autobid/contract';
import { minimumNextBid, type IncrementTable } from '@autobid/auction';
import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../lib/error-text';
import { useFormatters } from '../../../../lib/format';
import { placeMaxBid, removeMaxBid } from '../../../../lib/state/bid-actions';
import { useBidCall } from '../../hooks/use-bid-call';
import { AmountInput, type AmountTextProblem } from '../../../../components/amount-input';
import { AmountTextHint } from '../amount-text-hint';
import { AllInLine, useAllIn } from '../all-in-line';

interface MaxBidFormProps {
  auction: DealerAuction;
  increments: IncrementTable;
}

/** Where the dealer's max bid stands, in one sentence: what we will do for them, and whether it is working. */
function MaxBidStatus({ auction }: { auction: DealerAuction }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const ceiling = auction.max_bid;
  if (!ceiling) return <p className="auto-bid__intro">{t('maxBid.intro')}</p>;
  const price = money(auction.highest_bid?.amount ?? auction.start_price, auction.currency);
  const isBeaten = auction.position === 'outbid';
  return (
    <Alert
      type={isBeaten ? 'warning' : 'success'}
      showIcon
      className="auto-bid__status"
      data-testid="max-bid-current"
      data-amount={ceiling.amount}
      title={t('maxBid.current', { amount: money(ceiling.amount, auction.currency) })}
      description={
        isBeaten
          ? t('maxBid.beaten')
          : auction.position === 'winning'
            ? t('maxBid.leading', { price })
            : t('maxBid.waiting')
      }
    />
  );
}

/**
 * Set, raise and remove a max bid (PRX-1, PRX-7): the system bids for the dealer, only as much as
 * needed to lead, up to the ceiling. A new ceiling must reach the minimum next bid and beat the old one.
 * The ceiling's all-in price is the most a win can cost (TRX-8); where the market refuses bids above
 * the dealer's buying power, a ceiling above it cannot be set (TRX-13).
 */
export function MaxBidForm({ auction, increments }: MaxBidFormProps) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const place = useBidCall();
  const remove = useBidCall();
  const [typed, setTyped] = useState<number | null>(null);
  const [textProblem, setTextProblem] = useState<AmountTextProblem | null>(null);

  const ceiling = auction.max_bid;
  const minimumNext = minimumNextBid({
    startPrice: auction.start_price,
    highestAmount: auction.highest_bid?.amount ?? null,
    increments,
  });
  const minimum = Math.max(minimumNext, ceiling ? ceiling.amount + 1 : 0);
  const isTooLow = typed !== null && typed < minimum;
  const allIn = useAllIn(isTooLow ? null : typed, auction.currency);
  const canSubmit = typed !== null && !isTooLow && allIn?.power !== 'refuse' && !place.pending;
  // PRX-7: while the dealer leads, the max bid is what holds the lead and cannot be withdrawn.
  const isLeading = auction.position === 'winning';
  const failure = place.failure ?? remove.failure;

  const handlePlace = async () => {
    if (!canSubmit) return;
    const answered = await place.run(placeMaxBid({ auction_id: auction.id, amount: typed }));
    if (!answered) return;
    setTyped(null);
    const amount = money(typed, auction.currency);
    if (answered.position === 'outbid')
      void message.warning({ content: t('maxBid.placedOutbid', { amount }), duration: 3 });
    else void message.success({ content: t('maxBid.placed', { amount }), duration: 3 });
  };

  const handleRemove = async () => {
    if (!ceiling) return;
    const answered = await remove.run(removeMaxBid({ id: ceiling.id }));
    if (answered) void message.success({ content: t('maxBid.removed'), duration: 3 });
  };
  // A modal, not a popover: it holds the keyboard focus until answered (Escape cancels) and gives
  // it back to the remove button, so a keyboard or screen-reader user never lands elsewhere.
  const confirmRemove = () => {
    if (!ceiling) return;
    void modal.confirm({
      title: t('maxBid.removeConfirm', { amount: money(ceiling.amount, auction.currency) }),
      okText: t('maxBid.remove'),
      cancelText: t('app.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'max-bid-remove-confirm' },
      onOk: () => void handleRemove(),
    });
  };

  return (
    <div className="auto-bid__form" data-testid="max-bid-form">
      <MaxBidStatus auction={auction} />
      {failure ? (
        <Alert
          type="error"
          showIcon
          closable={{
            onClose: () => (place.failure ? place.clearFailure() : remove.clearFailure()),
          }}
          title={errorText(failure, auction.currency)}
          data-testid="max-bid-error"
        />
      ) : null}
      <div className="auto-bid__row">
        <AmountInput
          className="auto-bid__input"
          label={t('maxBid.amountLabel')}
          testId="max-bid-amount"
          value={typed}
          placeholder={minimum}
          currency={auction.currency}
          step={increments[0]?.increment ?? 1}
          onChange={(value) => {
            setTyped(value);
            place.clearFailure();
          }}
          onPressEnter={() => void handlePlace()}
          onTextProblem={setTextProblem}
          isInvalid={isTooLow || textProblem !== null}
        />
        <Button
          type="primary"
          size="large"
          className="num"
          loading={place.pending}
          disabled={!canSubmit}
          onClick={() => void handlePlace()}
          data-testid="max-bid-submit"
        >
          {typed === null
            ? ceiling
              ? t('maxBid.raiseShort')
              : t('maxBid.setShort')
            : t(ceiling ? 'maxBid.raise' : 'maxBid.set', {
                amount: money(typed, auction.currency),
              })}
        </Button>
      </div>
      {textProblem ? (
        <AmountTextHint
          problem={textProblem}
          example={minimum}
          currency={auction.currency}
          className="auto-bid__hint auto-bid__hint--error"
        />
      ) : (
        <div
          className={`auto-bid__hint${isTooLow ? ' auto-bid__hint--error' : ''}`}
          role={isTooLow ? 'alert' : undefined}
        >
          {t(ceiling ? 'maxBid.atLeastRaise' : 'maxBid.atLeast', {
            amount: money(minimum, auction.currency),
          })}
        </div>
      )}
      <AllInLine quote={allIn} isCeiling testId="max-bid-all-in" />
      {ceiling ? (
        <div className="auto-bid__remove">
          <Button
            danger
            type="link"
            loading={remove.pending}
            disabled={isLeading}
            onClick={confirmRemove}
            data-testid="max-bid-remove"
          >
            {t('maxBid.remove')}
          </Button>
          {isLeading ? <span className="auto-bid__hint">{t('maxBid.removeBlocked')}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
