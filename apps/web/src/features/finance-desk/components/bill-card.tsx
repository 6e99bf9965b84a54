import type { Transaction } from '@autobid/contract';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { lineLabel } from '../line-name';

/** The buyer's bill as invoiced: every line in order, discounts as deductions, and the total. */
export function BillCard({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const { currency } = transaction;
  return (
    <Card size="small" title={t('financeDesk.detail.bill.title')} data-testid="finance-bill">
      <table className="finance-bill">
        <tbody>
          {transaction.fees.map((line, index) => {
            // A discount reduces the bill whichever sign it is stored with.
            const amount = line.kind === 'discount' ? -Math.abs(line.amount) : line.amount;
            return (
              <tr
                key={`${line.kind}-${line.name}-${index}`}
                className={amount < 0 ? 'finance-bill__minus' : undefined}
              >
                <td>{lineLabel(t, line)}</td>
                <td>{money(amount, currency)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td>{t('financeDesk.detail.bill.total')}</td>
            <td data-testid="finance-bill-total">{money(transaction.total, currency)}</td>
          </tr>
        </tfoot>
      </table>
    </Card>
  );
}
