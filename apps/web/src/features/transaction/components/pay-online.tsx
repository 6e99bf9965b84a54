import { CreditCardOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Paying on the bank's own page, for markets and purchases that take online payment. */
export function PayOnline({ onPay, isStarting }: { onPay: () => void; isStarting: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="trx-pay__way" data-testid="trx-pay-online">
      <h3 className="trx-pay__way-title">{t('transaction.pay.online')}</h3>
      <p className="trx-muted">{t('transaction.pay.onlineBody')}</p>
      <Button
        type="primary"
        size="large"
        icon={<CreditCardOutlined />}
        onClick={onPay}
        loading={isStarting}
        className="trx-pay__button"
        data-testid="trx-pay-online-button"
      >
        {t('transaction.pay.onlineButton')}
      </Button>
    </section>
  );
}
