import type { ChargeLineItem, Transaction } from '@autobid/contract';
import { Card } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';

const KNOWN_FEES = [
  'hammer',
  'buyer_premium',
  'documentation_fee',
  'transfer_handling',
  'admin_fee',
  'listing_fee',
  'tax',
] as const;
type KnownFee = (typeof KNOWN_FEES)[number];

const isKnownFee = (name: string): name is KnownFee =>
  (KNOWN_FEES as readonly string[]).includes(name);

/** A fee's name in the page's language; one the app does not know, as the server wrote it. */
export function feeName(t: TFunction, name: string): string {
  return isKnownFee(name) ? t(`transaction.fees.${name}`) : name.replaceAll('_', ' ');
}

function lineLabel(t: TFunction, line: ChargeLineItem, taxLabel: string | null): string {
  if (line.kind === 'discount' && line.target)
    return t('transaction.fees.discountOn', { fee: feeName(t, line.target) });
  // The tax as the invoice names it: "Tax (SST 8%)".
  if (line.kind === 'tax' && taxLabel) return `${feeName(t, line.name)} (${taxLabel})`;
  return feeName(t, line.name);
}

/** The bill is owed until it is paid, then paid; a cancelled one is neither. */
function feesTitle(status: Transaction['status']) {
  if (status === 'cancelled') return 'transaction.fees.titleCancelled' as const;
  return status === 'awaiting_payment' || status === 'payment_submitted'
    ? ('transaction.fees.title' as const)
    : ('transaction.fees.titlePaid' as const);
}

/** Every line of the buyer's bill in order, discounts taken off, and the total. */
export function FeeBreakdown({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const { currency } = transaction;
  return (
    <Card size="small" className="panel trx-fees" title={t(feesTitle(transaction.status))}>
      <dl className="trx-fees__list" data-testid="trx-fees">
        {transaction.fees.map((line, index) => {
          const amount = line.kind === 'discount' ? -Math.abs(line.amount) : line.amount;
          return (
            <div
              key={`${line.kind}-${line.name}-${index}`}
              className={`trx-fees__row trx-fees__row--${line.kind}`}
              data-testid="trx-fee-line"
            >
              <dt>{lineLabel(t, line, transaction.tax_label)}</dt>
              <dd className="num">{money(amount, currency)}</dd>
            </div>
          );
        })}
        <div className="trx-fees__row trx-fees__row--total">
          <dt>{t('transaction.fees.total')}</dt>
          <dd className="num" data-testid="trx-total">
            {money(transaction.total, currency)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
