import type { PortalAuction, TransactionStatusValue } from '@autobid/contract';
import type { BackTo } from '../../../lib/back-to';
import { BankOutlined, CarOutlined, CreditCardOutlined, WarningFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { ResultTag } from './result-tag';

interface Fact {
  key: string;
  label: string;
  value: string;
}

/** A purchase's status beside the win: blue while it moves, green once done, red if cancelled. */
const PURCHASE_TAG_COLORS: Record<TransactionStatusValue, string> = {
  awaiting_payment: 'default',
  payment_submitted: 'processing',
  paid: 'processing',
  ready_for_release: 'processing',
  handed_over: 'success',
  completed: 'success',
  cancelled: 'error',
};

/** An auction after its close: the result, the amount, when it was won and when payment is due. */
export const PortalCard = memo(function PortalCard({
  auction,
  href,
  backTo,
  transactionPath,
}: {
  auction: PortalAuction;
  href: string;
  /** Where the summary's back link returns to: this list as the dealer left it. */
  backTo?: BackTo;
  /** The purchase page of a win's transaction; without it the card links to the summary only. */
  transactionPath?: (id: number) => string;
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const date = (iso: string) => dayjs(iso).format(t('format.date'));
  const { inventory } = auction;
  const photo = inventory.photos[0];
  const winning = auction.awarded_bid?.amount ?? null;
  const transaction = auction.transactions[0];
  const facts: Fact[] = [];
  if (auction.my_best_amount !== null)
    facts.push({
      key: 'mine',
      label: t('portal.card.yourBid'),
      value: money(auction.my_best_amount, auction.currency),
    });
  if (auction.result === 'won' && winning !== null)
    facts.push({
      key: 'amount',
      label: t('portal.card.winningBid'),
      value: money(winning, auction.currency),
    });
  if (auction.won_at)
    facts.push({ key: 'won', label: t('portal.card.wonOn'), value: date(auction.won_at) });
  else facts.push({ key: 'ended', label: t('portal.card.endedOn'), value: date(auction.time_end) });
  // Once the purchase is paid (or over) its due date is history: the purchase's status says more.
  const isUnpaid =
    !transaction ||
    transaction.status === 'awaiting_payment' ||
    transaction.status === 'payment_submitted';
  const financing = transaction?.status === 'cancelled' ? null : transaction?.floorstock_financing;
  const isFinancedPaid =
    transaction?.paid_by === 'floor_stock' || (financing != null && financing.status !== 'pending');
  // Online payment is a way to pay what is still owed: not once a slip, the gateway or the
  // floor-stock line is paying it.
  const canPayOnline =
    auction.result === 'won' &&
    auction.online_payment &&
    transaction?.status === 'awaiting_payment' &&
    !financing;
  if (financing)
    facts.push({
      key: 'financing',
      label: financing.provider
        ? t('portal.card.financedBy', { provider: financing.provider })
        : t('portal.card.financedAmount'),
      value: money(financing.amount, auction.currency),
    });
  if (auction.payment_due_at && isUnpaid)
    facts.push({
      key: 'due',
      label: t('portal.card.paymentDue'),
      value: date(auction.payment_due_at),
    });

  return (
    <article
      className={`portal-card${auction.is_payment_overdue ? ' portal-card--overdue' : ''}`}
      data-testid="portal-card"
      data-auction-id={auction.id}
      data-result={auction.result}
    >
      <Link to={href} state={backTo ? { backTo } : undefined} className="portal-card__link">
        <div className="portal-card__media">
          {photo ? (
            <img
              src={photo.url}
              alt={photo.caption || `${inventory.make} ${inventory.model}`}
              loading="lazy"
            />
          ) : (
            <CarOutlined />
          )}
        </div>
        <div className="portal-card__body">
          <div className="portal-card__title-row">
            <h3 className="portal-card__title">
              {inventory.year} {inventory.make} {inventory.model}
            </h3>
            <div className="portal-card__tags">
              <ResultTag result={auction.result} />
              {transaction && transaction.status !== 'awaiting_payment' ? (
                <Tag
                  color={PURCHASE_TAG_COLORS[transaction.status]}
                  data-testid="purchase-status-tag"
                >
                  {t(`purchase.status.${transaction.status}`)}
                </Tag>
              ) : null}
              {financing || isFinancedPaid ? (
                <Tag
                  color={isFinancedPaid ? 'success' : 'processing'}
                  icon={<BankOutlined />}
                  data-testid="financing-tag"
                  data-state={isFinancedPaid ? 'paid' : 'pending'}
                >
                  {isFinancedPaid ? t('portal.card.financed') : t('portal.card.financingPending')}
                </Tag>
              ) : null}
              {auction.is_payment_overdue ? (
                <Tag color="error" icon={<WarningFilled />} data-testid="overdue-tag">
                  {t('portal.card.overdue')}
                </Tag>
              ) : null}
              {canPayOnline ? (
                <Tag icon={<CreditCardOutlined />} data-testid="online-payment-tag">
                  {t('portal.card.onlinePayment')}
                </Tag>
              ) : null}
            </div>
          </div>
          <div className="portal-card__variant">
            {inventory.variant} · {auction.location} · {t('detail.auctionNo', { id: auction.id })}
          </div>
          <dl className="portal-card__facts">
            {facts.map((fact) => (
              <div
                key={fact.key}
                className={`portal-card__fact portal-card__fact--${fact.key}`}
                data-testid={`fact-${fact.key}`}
              >
                <dt>{fact.label}</dt>
                <dd className="num">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Link>
      {transaction && transactionPath ? (
        <div className="portal-card__purchase">
          <Link
            to={transactionPath(transaction.id)}
            state={backTo ? { backTo } : undefined}
            className={`btn${transaction.status === 'awaiting_payment' ? ' btn--primary' : ''}`}
            data-testid="portal-card-purchase"
          >
            {transaction.status === 'awaiting_payment' ? t('purchase.pay') : t('purchase.view')}
          </Link>
        </div>
      ) : null}
    </article>
  );
});
