import { Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { approveCase, declineCase, type FinancingCase } from '../finance-queue-api';
import type { useDeskAction } from '../use-desk-action';
import { ReasonModal } from './reason-modal';

interface FinancingSectionProps {
  cases: FinancingCase[];
  desk: ReturnType<typeof useDeskAction>;
  transactionPath: (id: number) => string;
}

/** Floor-stock requests: the amount against what the group's line can still take. */
export function FinancingSection({ cases, desk, transactionPath }: FinancingSectionProps) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const [declining, setDeclining] = useState<FinancingCase | null>(null);
  const { busy, run } = desk;
  return (
    <>
      <Table<FinancingCase>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={cases}
        locale={{ emptyText: t('financeDesk.queue.empty.financing') }}
        onRow={(c) => ({ 'data-testid': `case-${c.id}` }) as object}
        columns={[
          {
            key: 'invoice',
            title: t('financeDesk.columns.invoice'),
            render: (_, c) => (
              <span className="finance-stack">
                <Link to={transactionPath(c.transactionId)}>{c.invoiceNumber}</Link>
                {/* On a phone the amount column scrolls away: the amount stays beside the actions. */}
                <strong className="finance-phone-only">{money(c.amount, c.currency)}</strong>
              </span>
            ),
          },
          { key: 'buyer', title: t('financeDesk.columns.buyer'), dataIndex: 'buyerGroup' },
          {
            key: 'amount',
            title: t('financeDesk.columns.amount'),
            render: (_, c) => money(c.amount, c.currency),
          },
          {
            key: 'available',
            title: t('financeDesk.columns.available'),
            render: (_, c) =>
              c.available === null ? (
                <Typography.Text type="secondary">{t('financeDesk.noLine')}</Typography.Text>
              ) : (
                <span className="finance-stack">
                  {money(c.available, c.currency)}
                  {c.available < c.amount ? (
                    <Typography.Text type="danger">{t('financeDesk.overLine')}</Typography.Text>
                  ) : null}
                </span>
              ),
          },
          { key: 'note', title: t('financeDesk.columns.note'), render: (_, c) => c.note ?? '' },
          {
            key: 'at',
            title: t('financeDesk.columns.requestedAt'),
            render: (_, c) => dateTime(c.createdAt),
          },
          {
            key: 'actions',
            // Pinned to the row's end, on a phone too: the rest of the row scrolls beneath.
            fixed: 'end',
            title: t('financeDesk.columns.actions'),
            render: (_, c) => (
              <Space wrap className="finance-actions">
                <Button
                  type="primary"
                  loading={busy === `approve-${c.id}`}
                  disabled={busy !== null}
                  onClick={() =>
                    void run(
                      `approve-${c.id}`,
                      () => approveCase(c.id),
                      t('financeDesk.financing.approveDone', { invoice: c.invoiceNumber }),
                    )
                  }
                >
                  {t('financeDesk.financing.approve')}
                </Button>
                <Button danger disabled={busy !== null} onClick={() => setDeclining(c)}>
                  {t('financeDesk.financing.decline')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <ReasonModal
        open={declining !== null}
        title={t('financeDesk.financing.declineTitle', { invoice: declining?.invoiceNumber ?? '' })}
        body={t('financeDesk.financing.declineBody')}
        confirmText={t('financeDesk.financing.decline')}
        busy={busy === 'decline'}
        onClose={() => setDeclining(null)}
        onConfirm={async (reason) => {
          if (!declining) return false;
          const isDone = await run(
            'decline',
            () => declineCase(declining.id, reason),
            t('financeDesk.financing.declineDone', { invoice: declining.invoiceNumber }),
          );
          if (isDone) setDeclining(null);
          return isDone;
        }}
      />
    </>
  );
}
