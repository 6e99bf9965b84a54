import type { DealerResult, PortalAuctionDetail } from '@autobid/contract';
import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  StopOutlined,
} from '@ant-design/icons';
import { Button, Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { summaryFacts } from '../summary-facts';

const LOOKS: Record<DealerResult, { color: string; icon: ReactNode }> = {
  won: { color: 'success', icon: <CheckCircleFilled /> },
  lost: { color: 'error', icon: <CloseCircleFilled /> },
  pending: { color: 'warning', icon: <ClockCircleFilled /> },
  cancelled: { color: 'default', icon: <StopOutlined /> },
};

interface SummaryResultCardProps {
  auction: PortalAuctionDetail;
  /** The purchase page of a win's transaction; without it the card shows no way there. */
  transactionPath?: (id: number) => string;
}

/**
 * The result for this dealer, the amounts, for a win when it was won and when payment is due, and
 * the way to its purchase.
 */
export function SummaryResultCard({ auction, transactionPath }: SummaryResultCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const transaction = auction.transactions[0];
  const { money, dateTime } = useFormatters();
  const facts = summaryFacts(auction);
  const look = LOOKS[facts.result];
  // The floor-stock line paying (or asked to pay) this purchase, as the dealer's cards show it.
  const financing = transaction?.status === 'cancelled' ? null : transaction?.floorstock_financing;

  return (
    <Card
      size="small"
      className={`panel summary-result summary-result--${facts.result}`}
      data-testid="summary-result"
      data-result={facts.result}
    >
      <div className="summary-result__head">
        <Tag color={look.color} icon={look.icon} className="summary-result__tag">
          {t(`showcase.summary.result.${facts.result}`)}
        </Tag>
      </div>
      <p className="summary-result__body" data-testid="summary-result-body">
        {facts.purchase === 'paid'
          ? t('showcase.summary.resultBody.paid')
          : facts.purchase === 'cancelled'
            ? t('showcase.summary.resultBody.cancelledSale')
            : t(`showcase.summary.resultBody.${facts.result}`)}
      </p>
      <dl className="summary-facts">
        {facts.price ? (
          <div className="summary-facts__row summary-facts__row--price">
            <dt>
              {facts.price.kind === 'winning'
                ? t('showcase.summary.winningAmount')
                : t('showcase.summary.bestAmount')}
            </dt>
            <dd className="num" data-testid="summary-price">
              {money(facts.price.amount, auction.currency)}
            </dd>
          </div>
        ) : null}
        <div className="summary-facts__row">
          <dt>{t('showcase.summary.myBest')}</dt>
          <dd className="num" data-testid="summary-my-best">
            {facts.myBestAmount === null
              ? t('showcase.summary.noBid')
              : money(facts.myBestAmount, auction.currency)}
          </dd>
        </div>
        {facts.wonAt ? (
          <div className="summary-facts__row">
            <dt>{t('showcase.summary.wonAt')}</dt>
            <dd className="num" data-testid="summary-won-at">
              {dateTime(facts.wonAt)}
            </dd>
          </div>
        ) : null}
        {facts.paymentDueAt ? (
          <div className="summary-facts__row">
            <dt>{t('showcase.summary.paymentDue')}</dt>
            <dd className="num summary-facts__due" data-testid="summary-payment-due">
              {dateTime(facts.paymentDueAt)}
              {facts.isPaymentOverdue ? (
                <Tag color="error" className="summary-facts__overdue" data-testid="summary-overdue">
                  {t('showcase.summary.overdue')}
                </Tag>
              ) : null}
            </dd>
          </div>
        ) : null}
        {financing ? (
          <div className="summary-facts__row" data-testid="summary-financing">
            <dt>
              {financing.provider
                ? t('portal.card.financedBy', { provider: financing.provider })
                : t('portal.card.financedAmount')}
            </dt>
            <dd className="num summary-facts__financing">
              {money(financing.amount, auction.currency)}
              {financing.status === 'pending' ? (
                <Tag color="processing" className="summary-facts__tag">
                  {t('portal.card.financingPending')}
                </Tag>
              ) : null}
            </dd>
          </div>
        ) : null}
        {transaction && transactionPath ? (
          <div className="summary-facts__row" data-testid="summary-purchase">
            <dt>
              {t('purchase.summary', {
                status: t(`purchase.status.${transaction.status}`),
              })}
            </dt>
            <dd>
              <Button
                size="small"
                type={transaction.status === 'awaiting_payment' ? 'primary' : 'default'}
                onClick={() => void navigate(transactionPath(transaction.id))}
                data-testid="summary-purchase-link"
              >
                {transaction.status === 'awaiting_payment' ? t('purchase.pay') : t('purchase.view')}
              </Button>
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
