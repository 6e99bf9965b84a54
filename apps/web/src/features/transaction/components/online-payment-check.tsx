import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OnlinePaymentCheck } from '../use-online-payment-return';

interface OnlinePaymentCheckAlertProps {
  check: OnlinePaymentCheck;
  /** Starts a new online payment; absent once the purchase no longer takes one. */
  onRetry?: () => void;
  isRetrying: boolean;
}

/** What came of the online payment the dealer just returned from. */
export function OnlinePaymentCheckAlert({
  check,
  onRetry,
  isRetrying,
}: OnlinePaymentCheckAlertProps) {
  const { t } = useTranslation();
  switch (check.status) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <Alert
          type="info"
          className="page-alert"
          data-testid="trx-online-check"
          data-state="checking"
          icon={<Spin size="small" />}
          showIcon
          title={t('transaction.pay.checking')}
        />
      );
    case 'unconfirmed':
      return (
        <Alert
          type="warning"
          showIcon
          className="page-alert"
          data-testid="trx-online-check"
          data-state="unconfirmed"
          title={t('transaction.pay.unconfirmed')}
        />
      );
    case 'final':
      return check.outcome === 'succeeded' ? (
        <Alert
          type="success"
          showIcon
          className="page-alert"
          data-testid="trx-online-check"
          data-state="succeeded"
          title={t('transaction.pay.succeeded')}
        />
      ) : (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          data-testid="trx-online-check"
          data-state={check.outcome}
          title={t(`transaction.pay.${check.outcome}`)}
          action={
            onRetry ? (
              <Button onClick={onRetry} loading={isRetrying} data-testid="trx-online-retry">
                {t('app.retry')}
              </Button>
            ) : null
          }
        />
      );
  }
}
