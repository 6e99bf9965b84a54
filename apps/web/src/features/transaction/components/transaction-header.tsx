import type { Transaction, TransactionStatusValue } from '@autobid/contract';
import { BankOutlined, CarOutlined, WarningFilled } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { timeAgo } from '../time-ago';
import { financingStateOf } from './financing-record';

const STATUS_COLOR: Record<TransactionStatusValue, string> = {
  awaiting_payment: 'warning',
  payment_submitted: 'processing',
  paid: 'success',
  ready_for_release: 'success',
  handed_over: 'success',
  completed: 'default',
  cancelled: 'default',
};

/** The car, its invoice, where the purchase stands and when payment is (or was) due. */
export function TransactionHeader({ transaction, now }: { transaction: Transaction; now: number }) {
  const { t } = useTranslation();
  const { dateTime, locale } = useFormatters();
  const { inventory } = transaction;
  const isUnpaid = transaction.status === 'awaiting_payment';
  const isOverdue = isUnpaid && transaction.is_overdue;
  const financing = financingStateOf(transaction);

  return (
    <header className="trx-header">
      <div className="trx-header__media">
        {inventory?.photo ? <img src={inventory.photo} alt={inventory.title} /> : <CarOutlined />}
      </div>
      <div className="trx-header__body">
        <Typography.Title level={2} className="trx-header__title" data-testid="trx-title">
          {inventory ? `${inventory.year} ${inventory.title}` : t('purchase.view')}
        </Typography.Title>
        {inventory?.registration_number ? (
          <div className="trx-header__meta">
            {t('transaction.registration', { number: inventory.registration_number })}
          </div>
        ) : null}
        <div className="trx-header__meta" data-testid="trx-invoice-number">
          {t('transaction.invoiceNo', { number: transaction.invoice.number })}
        </div>
        <div className="trx-header__tags">
          <Tag color={STATUS_COLOR[transaction.status]} data-testid="trx-status">
            {t(`purchase.status.${transaction.status}`)}
          </Tag>
          {financing ? (
            <Tag
              color={financing === 'paid' ? 'success' : 'processing'}
              icon={<BankOutlined />}
              data-testid="trx-financing-tag"
              data-state={financing}
            >
              {t(
                financing === 'paid'
                  ? 'transaction.financing.tagPaid'
                  : 'transaction.financing.tagPending',
              )}
            </Tag>
          ) : null}
        </div>
        {transaction.paid_at ? (
          <div className="trx-header__due">
            {t('transaction.paidOn', { date: dateTime(transaction.paid_at) })}
          </div>
        ) : null}
        {isUnpaid ? (
          <div
            className={`trx-header__due${isOverdue ? ' trx-header__due--overdue' : ''}`}
            data-testid="trx-due"
          >
            {isOverdue ? <WarningFilled /> : null}{' '}
            {isOverdue
              ? t('transaction.overdue', { ago: timeAgo(transaction.due_at, now, locale) })
              : t('transaction.due', { date: dateTime(transaction.due_at) })}
          </div>
        ) : null}
      </div>
    </header>
  );
}
