import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { releaseTransaction, type StaffTransactionRow } from '../staff-transactions-api';
import type { useDeskAction } from '../use-desk-action';
import { StaffCarCell } from './staff-car-cell';

interface ReleasesSectionProps {
  releases: StaffTransactionRow[];
  desk: ReturnType<typeof useDeskAction>;
  transactionPath: (id: number) => string;
}

/** Paid cars the yard may let go once finance releases them. */
export function ReleasesSection({ releases, desk, transactionPath }: ReleasesSectionProps) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const { busy, run } = desk;
  return (
    <Table<StaffTransactionRow>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={releases}
      locale={{ emptyText: t('financeDesk.queue.empty.releases') }}
      onRow={(row) => ({ 'data-testid': `release-${row.id}` }) as object}
      columns={[
        {
          key: 'invoice',
          title: t('financeDesk.columns.invoice'),
          render: (_, row) => <Link to={transactionPath(row.id)}>{row.invoice_number}</Link>,
        },
        {
          key: 'car',
          title: t('financeDesk.columns.car'),
          render: (_, row) => <StaffCarCell car={row.car} />,
        },
        { key: 'buyer', title: t('financeDesk.columns.buyer'), dataIndex: 'buyer_group' },
        {
          key: 'total',
          title: t('financeDesk.columns.total'),
          render: (_, row) => money(row.total, row.currency),
        },
        {
          key: 'paid',
          title: t('financeDesk.columns.paidAt'),
          render: (_, row) =>
            row.paid_at
              ? `${dateTime(row.paid_at)}${row.paid_by ? ` · ${t(`financeDesk.detail.paidBy.${row.paid_by}`)}` : ''}`
              : '',
        },
        {
          key: 'actions',
          // Pinned to the row's end, on a phone too: the rest of the row scrolls beneath.
          fixed: 'end',
          title: t('financeDesk.columns.actions'),
          render: (_, row) => (
            <Button
              type="primary"
              loading={busy === `release-${row.id}`}
              disabled={busy !== null}
              onClick={() =>
                void run(
                  `release-${row.id}`,
                  () => releaseTransaction(row.id),
                  t('financeDesk.release.done', { invoice: row.invoice_number }),
                )
              }
            >
              {t('financeDesk.release.action')}
            </Button>
          ),
        },
      ]}
    />
  );
}
