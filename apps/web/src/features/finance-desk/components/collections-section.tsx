import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { collect, type QueueCollection } from '../finance-queue-api';
import { collectionLabel } from '../line-name';
import type { useDeskAction } from '../use-desk-action';
import { TransactionStatusTag } from './transaction-status-tag';

interface CollectionsSectionProps {
  collections: QueueCollection[];
  desk: ReturnType<typeof useDeskAction>;
  transactionPath: (id: number) => string;
}

/** Amounts owed to the house on paid cars (the buyer's fees, the seller's netted from the payout). */
export function CollectionsSection({
  collections,
  desk,
  transactionPath,
}: CollectionsSectionProps) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const { busy, run } = desk;
  return (
    <Table<QueueCollection>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={collections}
      locale={{ emptyText: t('financeDesk.queue.empty.collections') }}
      onRow={(row) => ({ 'data-testid': `collection-${row.id}` }) as object}
      columns={[
        {
          key: 'invoice',
          title: t('financeDesk.columns.invoice'),
          render: (_, row) => (
            <Link to={transactionPath(row.transaction.id)}>{row.transaction.invoice_number}</Link>
          ),
        },
        {
          key: 'party',
          title: t('financeDesk.columns.party'),
          render: (_, row) => t(`financeDesk.party.${row.party}`),
        },
        {
          key: 'item',
          title: t('financeDesk.columns.item'),
          render: (_, row) => collectionLabel(t, row.name),
        },
        {
          key: 'amount',
          title: t('financeDesk.columns.amount'),
          render: (_, row) => money(row.amount, row.transaction.currency),
        },
        {
          // The sale's own status, not the item's: every item here is still to collect.
          key: 'status',
          title: t('financeDesk.columns.saleStatus'),
          className: 'finance-status-cell',
          render: (_, row) => <TransactionStatusTag status={row.transaction.status} />,
        },
        {
          key: 'actions',
          // Pinned to the row's end, on a phone too: the rest of the row scrolls beneath.
          fixed: 'end',
          title: t('financeDesk.columns.actions'),
          render: (_, row) => (
            <Button
              loading={busy === `collect-${row.id}`}
              disabled={busy !== null}
              onClick={() =>
                void run(
                  `collect-${row.id}`,
                  () => collect(row.transaction.id, row.id),
                  t('financeDesk.collect.done', {
                    item: collectionLabel(t, row.name),
                    invoice: row.transaction.invoice_number,
                  }),
                )
              }
            >
              {t('financeDesk.collect.action')}
            </Button>
          ),
        },
      ]}
    />
  );
}
