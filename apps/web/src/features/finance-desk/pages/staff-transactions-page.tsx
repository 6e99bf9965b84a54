import { isOverdue } from '@autobid/auction';
import { TRANSACTION_STATUS_VALUES, type TransactionStatusValue } from '@autobid/contract';
import { Select, Table, Tag, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORTED_COUNTRIES } from '../../../config/countries';
import { useFormatters } from '../../../lib/format';
import { tablePagination } from '../../../lib/table-pagination';
import { useApiCall } from '../../../lib/use-api-call';
import { useQueryParams } from '../../../lib/use-query-params';
import { TransactionStatusTag } from '../components/transaction-status-tag';
import {
  fetchStaffTransactions,
  type StaffTransactionPage,
  type StaffTransactionRow,
} from '../staff-transactions-api';
import { StaffCarCell } from '../components/staff-car-cell';
import '../finance-desk.css';
import { LoadFailure } from '../../../components/load-failure';

interface StaffTransactionsPageProps {
  transactionPath: (id: number) => string;
}

/** Every sale after the win, newest first, filtered by status and market. */
export function StaffTransactionsPage({ transactionPath }: StaffTransactionsPageProps) {
  const { t } = useTranslation();
  const { money, date } = useFormatters();
  // Read once per visit: an invoice that falls due while the page is open shows on the next load.
  const [now] = useState(() => Date.now());
  const [params, set] = useQueryParams({ reset: ['page'] });
  const status = TRANSACTION_STATUS_VALUES.find((value) => value === params.get('status')) ?? null;
  const market = SUPPORTED_COUNTRIES.find((code) => code === params.get('market')) ?? null;
  const pageNumber = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const load = useCallback(
    () => fetchStaffTransactions({ status, market, page: pageNumber }),
    [status, market, pageNumber],
  );
  const { state, reload } = useApiCall(load);
  const shown = useRef<StaffTransactionPage | null>(null);
  if (state.status === 'done') shown.current = state.data;
  const page = shown.current;
  return (
    <section className="finance-desk" data-testid="staff-transactions">
      <Typography.Title level={2}>{t('financeDesk.transactions.title')}</Typography.Title>
      <div className="finance-desk__filters">
        <Select<TransactionStatusValue | 'all'>
          value={status ?? 'all'}
          aria-label={t('financeDesk.columns.status')}
          options={[
            { value: 'all', label: t('financeDesk.transactions.allStatuses') },
            ...TRANSACTION_STATUS_VALUES.map((value) => ({
              value,
              label: t(`financeDesk.status.${value}`),
            })),
          ]}
          onChange={(value) => set({ status: value === 'all' ? null : value })}
          data-testid="transactions-status"
        />
        <Select<string>
          value={market ?? 'all'}
          aria-label={t('financeDesk.columns.market')}
          options={[
            { value: 'all', label: t('financeDesk.transactions.allMarkets') },
            ...SUPPORTED_COUNTRIES.map((code) => ({ value: code, label: t(`country.${code}`) })),
          ]}
          onChange={(value) => set({ market: value === 'all' ? null : value })}
          data-testid="transactions-market"
        />
      </div>
      {state.status === 'failed' ? <LoadFailure failure={state.failure} onRetry={reload} /> : null}
      <Table<StaffTransactionRow>
        rowKey="id"
        size="small"
        loading={state.status === 'loading'}
        scroll={{ x: 'max-content' }}
        dataSource={page?.data ?? []}
        locale={{ emptyText: t('financeDesk.transactions.empty') }}
        pagination={tablePagination(page?.meta.pagination ?? null, (next) =>
          set({ page: String(next) }),
        )}
        onRow={(row) => ({ 'data-testid': `transaction-row-${row.id}` }) as object}
        columns={[
          {
            key: 'invoice',
            title: t('financeDesk.columns.invoice'),
            render: (_, row) => <Link to={transactionPath(row.id)}>{row.invoice_number}</Link>,
          },
          {
            key: 'status',
            title: t('financeDesk.columns.status'),
            className: 'finance-status-cell',
            render: (_, row) => (
              <span className="finance-status">
                <TransactionStatusTag status={row.status} />
                {isOverdue(row.status, Date.parse(row.due_at), now) ? (
                  <Tag color="red" data-testid="transaction-overdue">
                    {t('financeDesk.detail.overdue')}
                  </Tag>
                ) : null}
              </span>
            ),
          },
          {
            key: 'car',
            title: t('financeDesk.columns.car'),
            render: (_, row) => <StaffCarCell car={row.car} />,
          },
          { key: 'buyer', title: t('financeDesk.columns.buyer'), dataIndex: 'buyer_group' },
          { key: 'market', title: t('financeDesk.columns.market'), dataIndex: 'market' },
          {
            key: 'total',
            title: t('financeDesk.columns.total'),
            render: (_, row) => money(row.total, row.currency),
          },
          {
            key: 'due',
            title: t('financeDesk.columns.dueAt'),
            render: (_, row) => date(row.due_at),
          },
          {
            key: 'paid',
            title: t('financeDesk.columns.paidAt'),
            render: (_, row) => (row.paid_at ? date(row.paid_at) : ''),
          },
        ]}
      />
    </section>
  );
}
