import type { FloorStockAccount, FloorStockCase, Transaction } from '@autobid/contract';
import { BankOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { requestFloorStock } from '../api/request-floor-stock';

interface FloorStockOptionProps {
  transaction: Transaction;
  account: FloorStockAccount;
  /** The purchase's financing request, if one was made. */
  floorStockCase: FloorStockCase | null;
  onRequested: (floorStockCase: FloorStockCase) => void;
}

/** Paying through the group's floor-stock line: what it has left, and the request for this car. */
export function FloorStockOption({
  transaction,
  account,
  floorStockCase,
  onRequested,
}: FloorStockOptionProps) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const { busy, run } = useAction();
  const amount = (value: number) => money(value, account.currency);
  const isPending = floorStockCase?.status === 'pending';
  const blocker =
    account.status === 'suspended'
      ? t('transaction.floorStock.suspended')
      : account.available < transaction.total
        ? t('transaction.floorStock.notEnough')
        : null;

  const handleRequest = () =>
    void run(
      'request',
      async () => onRequested(await requestFloorStock(transaction.id)),
      t('transaction.floorStock.requested'),
    );

  return (
    <section className="trx-pay__way" data-testid="trx-floor-stock">
      <h3 className="trx-pay__way-title">{t('transaction.floorStock.title')}</h3>
      <dl className="trx-facts">
        <div className="trx-facts__row">
          <dt>{t('transaction.floorStock.creditLimit')}</dt>
          <dd className="num">{amount(account.credit_limit)}</dd>
        </div>
        <div className="trx-facts__row">
          <dt>{t('transaction.floorStock.used')}</dt>
          <dd className="num">{amount(account.used)}</dd>
        </div>
        {account.pending > 0 ? (
          <div className="trx-facts__row" data-testid="trx-floor-stock-pending">
            <dt>{t('transaction.floorStock.pendingHeld')}</dt>
            <dd className="num">{amount(account.pending)}</dd>
          </div>
        ) : null}
        <div className="trx-facts__row">
          <dt>{t('transaction.floorStock.available')}</dt>
          <dd className="num" data-testid="trx-floor-stock-available">
            {amount(account.available)}
          </dd>
        </div>
      </dl>
      {account.pending > 0 ? (
        <p className="trx-muted" data-testid="trx-floor-stock-pending-note">
          {t('transaction.floorStock.pendingNote')}
        </p>
      ) : null}
      {isPending ? (
        <Alert
          type="info"
          showIcon
          data-testid="trx-floor-stock-state"
          data-state="pending"
          title={t('transaction.floorStock.pending')}
        />
      ) : null}
      {floorStockCase?.status === 'declined' ? (
        <Alert
          type="error"
          showIcon
          data-testid="trx-floor-stock-state"
          data-state="declined"
          title={t('transaction.floorStock.declined')}
          description={floorStockCase.decline_reason}
        />
      ) : null}
      {floorStockCase?.status === 'approved' ? (
        <Alert
          type="success"
          showIcon
          data-testid="trx-floor-stock-state"
          data-state="approved"
          title={t('transaction.floorStock.approved')}
        />
      ) : null}
      {isPending || floorStockCase?.status === 'approved' ? null : (
        <>
          <Button
            icon={<BankOutlined />}
            onClick={handleRequest}
            disabled={blocker !== null}
            loading={busy === 'request'}
            className="trx-pay__button"
            data-testid="trx-floor-stock-request"
          >
            {t('transaction.floorStock.request')}
          </Button>
          {blocker ? (
            <p className="trx-muted" data-testid="trx-floor-stock-blocker">
              {blocker}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
