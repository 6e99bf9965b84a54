import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/amount-input';
import { useFormatters } from '../../../lib/format';

interface CounterOfferModalProps {
  open: boolean;
  bidder: number;
  bid: number;
  minimum: number;
  maximum: number;
  offerHours: number;
  currency: string;
  busy: boolean;
  onSend: (amount: number) => void;
  onClose: () => void;
}

/**
 * The seller names a price to the top bidder: above their bid, at most the reserve. The field
 * says what is wrong before anything is sent; the server checks the same range again.
 */
export function CounterOfferModal({
  open,
  bidder,
  bid,
  minimum,
  maximum,
  offerHours,
  currency,
  busy,
  onSend,
  onClose,
}: CounterOfferModalProps) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const [amount, setAmount] = useState<number | null>(null);
  const isOutside = amount !== null && (amount < minimum || amount > maximum);
  const range = t('sellerAuction.negotiation.counterRange', {
    minimum: money(minimum, currency),
    maximum: money(maximum, currency),
  });
  return (
    <Modal
      open={open}
      title={t('sellerAuction.negotiation.counterTitle', { bidder })}
      okText={t('sellerAuction.negotiation.counterSend')}
      cancelText={t('sellerAuction.decision.cancel')}
      okButtonProps={{
        disabled: amount === null || isOutside,
        loading: busy,
        'data-testid': 'counter-send',
      }}
      onOk={() => {
        if (amount !== null && !isOutside) onSend(amount);
      }}
      onCancel={onClose}
      afterClose={() => setAmount(null)}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('sellerAuction.negotiation.counterBody', {
          bidder,
          bid: money(bid, currency),
          reserve: money(maximum, currency),
          hours: offerHours,
        })}
      </Typography.Paragraph>
      <div className="seller-counter__label" aria-hidden="true">
        {t('sellerAuction.negotiation.counterAmount')}
      </div>
      <AmountInput
        value={amount}
        onChange={setAmount}
        placeholder={minimum}
        currency={currency}
        step={100}
        label={t('sellerAuction.negotiation.counterAmount')}
        testId="counter-amount"
        isInvalid={isOutside}
        className="seller-counter__input"
      />
      <Typography.Text
        type={isOutside ? 'danger' : 'secondary'}
        className="seller-counter__hint"
        data-testid="counter-range"
      >
        {range}
      </Typography.Text>
    </Modal>
  );
}
