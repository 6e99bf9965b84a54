import type { SellerSale } from '@autobid/contract';
import { Card, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatters, type Formatters } from '../../../lib/format';

const LINES = ['hammer', 'seller_commission', 'listing_fee', 'tax'] as const;
type KnownLine = (typeof LINES)[number];

function lineLabel(t: TFunction, name: string): string {
  if ((LINES as readonly string[]).includes(name))
    return t(`sellerAuction.sale.lines.${name as KnownLine}`);
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function paymentState(sale: SellerSale, t: TFunction, { date }: Formatters) {
  if (sale.is_buyer_paid && sale.paid_at)
    return { color: 'green', text: t('sellerAuction.sale.paid', { date: date(sale.paid_at) }) };
  if (sale.status === 'cancelled')
    return { color: 'default', text: t('sellerAuction.sale.cancelled') };
  if (sale.is_overdue)
    return { color: 'red', text: t('sellerAuction.sale.overdue', { date: date(sale.due_at) }) };
  return { color: 'gold', text: t('sellerAuction.sale.awaiting', { date: date(sale.due_at) }) };
}

function payoutState(sale: SellerSale, t: TFunction): string {
  if (sale.is_paid_out) return t('sellerAuction.sale.paidOut');
  if (sale.status === 'cancelled') return t('sellerAuction.sale.noPayout');
  return sale.is_buyer_paid
    ? t('sellerAuction.sale.payoutPending')
    : t('sellerAuction.sale.payoutAfterPayment');
}

/** The car's sale after the win: whether the buyer has paid, the seller's statement and payout. */
export function SellerSaleCard({ sale, currency }: { sale: SellerSale; currency: string }) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const { money } = formatters;
  const payment = paymentState(sale, t, formatters);
  return (
    <Card className="seller-sale" title={t('sellerAuction.sale.title')} data-testid="seller-sale">
      <p className="seller-sale__payment">
        <span>{t('sellerAuction.sale.buyerPayment')}</span>
        <Tag color={payment.color} data-testid="seller-sale-payment">
          {payment.text}
        </Tag>
      </p>
      <table className="seller-sale__statement" aria-label={t('sellerAuction.sale.statement')}>
        <tbody>
          {sale.statement.map((line, index) => (
            <tr key={`${line.name}-${index}`}>
              <td>{lineLabel(t, line.name)}</td>
              <td>{money(line.amount, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>{t('sellerAuction.sale.payout')}</td>
            <td data-testid="seller-sale-payout">{money(sale.payout, currency)}</td>
          </tr>
        </tfoot>
      </table>
      <p
        className={sale.is_paid_out ? 'seller-sale__payout is-paid' : 'seller-sale__payout'}
        data-testid="seller-sale-payout-state"
      >
        {payoutState(sale, t)}
      </p>
    </Card>
  );
}
