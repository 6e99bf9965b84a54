import type { DealerAuction } from '@autobid/contract';
import { minimumNextBid, type IncrementTable } from '@autobid/auction';
import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../lib/error-text';
import { useFormatters } from '../../../../lib/format';
import { useServerNow } from '../../../../lib/server-clock';
import { placeSnapItBid, removeSnapItBid } from '../../../../lib/state/bid-actions';
import { snapItFiresAt } from '../../auction-phase';
import { useBidCall } from '../../hooks/use-bid-call';
import { AmountInput } from '../../../../components/amount-input';
import { SnapItStatus } from './snap-it-status';

interface SnapItFormProps {
  auction: DealerAuction;
  increments: IncrementTable;
  extendWindowSeconds: number;
}

/**
 * Place, replace and remove a snap-it (SNP-1): one sealed amount that bids once, when the closing
 * window opens (SNP-2), if it then beats the minimum and the dealer does not lead (SNP-3).
 */
export function SnapItForm({ auction, increments, extendWindowSeconds }: SnapItFormProps) {
  const { t } = useTranslation();
  const { money, time } = useFormatters();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const now = useServerNow();
  const place = useBidCall();
  const remove = useBidCall();
  const [typed, setTyped] = useState<number | null>(null);

  const snapIt = auction.snap_it_bid;
  const firesAt = snapItFiresAt(auction, extendWindowSeconds);
  const isChangeable = now < firesAt && (!snapIt || snapIt.status === 'pending');
  const minimum = minimumNextBid({
    startPrice: auction.start_price,
    highestAmount: auction.highest_bid?.amount ?? null,
    increments,
  });
  const isTooLow = typed !== null && typed < minimum;
  const canSubmit = isChangeable && typed !== null && !isTooLow && !place.pending;
  const failure = place.failure ?? remove.failure;
  const firesAtText = time(new Date(firesAt).toISOString());

  const handlePlace = async () => {
    if (!canSubmit) return;
    const answered = await place.run(placeSnapItBid({ auction_id: auction.id, amount: typed }));
    if (!answered) return;
    setTyped(null);
    const at = answered.snap_it_bid ? time(answered.snap_it_bid.fires_at) : firesAtText;
    void message.success({
      content: t('snapIt.placed', { amount: money(typed, auction.currency), time: at }),
      duration: 3,
    });
  };

  const handleRemove = async () => {
    if (!snapIt) return;
    const answered = await remove.run(removeSnapItBid({ id: snapIt.id }));
    if (answered) void message.success({ content: t('snapIt.removed'), duration: 3 });
  };

  return (
    <div className="auto-bid__form" data-testid="snap-it-form">
      {snapIt ? <SnapItStatus auction={auction} snapIt={snapIt} /> : null}
      {!snapIt && isChangeable ? (
        <p className="auto-bid__intro">
          {t('snapIt.intro', { seconds: extendWindowSeconds, time: firesAtText })}
        </p>
      ) : null}
      {!isChangeable && !snapIt ? (
        <Alert
          type="info"
          showIcon
          className="auto-bid__status"
          title={t('snapIt.windowOpen')}
          data-testid="snap-it-closed"
        />
      ) : null}
      {failure ? (
        <Alert
          type="error"
          showIcon
          closable={{
            onClose: () => (place.failure ? place.clearFailure() : remove.clearFailure()),
          }}
          title={errorText(failure, auction.currency)}
          data-testid="snap-it-error"
        />
      ) : null}
      {isChangeable ? (
        <>
          <div className="auto-bid__row">
            <AmountInput
              className="auto-bid__input"
              label={t('snapIt.amountLabel')}
              testId="snap-it-amount"
              value={typed}
              placeholder={minimum}
              currency={auction.currency}
              step={increments[0]?.increment ?? 1}
              onChange={(value) => {
                setTyped(value);
                place.clearFailure();
              }}
              onPressEnter={() => void handlePlace()}
              isInvalid={isTooLow}
            />
            <Button
              type="primary"
              size="large"
              className="num"
              loading={place.pending}
              disabled={!canSubmit}
              onClick={() => void handlePlace()}
              data-testid="snap-it-submit"
            >
              {typed === null
                ? t(snapIt ? 'snapIt.replaceShort' : 'snapIt.placeShort')
                : t(snapIt ? 'snapIt.replace' : 'snapIt.place', {
                    amount: money(typed, auction.currency),
                  })}
            </Button>
          </div>
          <div
            className={`auto-bid__hint${isTooLow ? ' auto-bid__hint--error' : ''}`}
            role={isTooLow ? 'alert' : undefined}
          >
            {t('snapIt.atLeast', { amount: money(minimum, auction.currency) })}
          </div>
          {snapIt ? (
            <div className="auto-bid__remove">
              <Button
                danger
                type="link"
                loading={remove.pending}
                onClick={() => void handleRemove()}
                data-testid="snap-it-remove"
              >
                {t('snapIt.remove')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
