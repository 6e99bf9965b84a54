import { Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { verifyPayment, type QueuePayment } from '../finance-queue-api';
import type { useDeskAction } from '../use-desk-action';
import { RejectSlipModal } from './reject-slip-modal';
import { SlipViewer } from './slip-viewer';

interface SlipsSectionProps {
  payments: QueuePayment[];
  desk: ReturnType<typeof useDeskAction>;
  transactionPath: (id: number) => string;
}

/** Transfer slips to check against the bank: look at the slip, then verify or reject it. */
export function SlipsSection({ payments, desk, transactionPath }: SlipsSectionProps) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const [viewing, setViewing] = useState<QueuePayment | null>(null);
  const [rejecting, setRejecting] = useState<QueuePayment | null>(null);
  const { busy, run } = desk;
  return (
    <>
      <Table<QueuePayment>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={payments}
        locale={{ emptyText: t('financeDesk.queue.empty.slips') }}
        onRow={(payment) => ({ 'data-testid': `slip-${payment.id}` }) as object}
        columns={[
          {
            key: 'invoice',
            title: t('financeDesk.columns.invoice'),
            render: (_, p) => (
              <span className="finance-stack">
                <Link to={transactionPath(p.transaction.id)}>{p.transaction.invoice_number}</Link>
                {/* On a phone the amount column scrolls away: the amount stays beside the actions. */}
                <strong className="finance-phone-only">
                  {money(p.amount, p.transaction.currency)}
                </strong>
              </span>
            ),
          },
          { key: 'buyer', title: t('financeDesk.columns.buyer'), dataIndex: 'buyer_group' },
          {
            key: 'amount',
            title: t('financeDesk.columns.amount'),
            render: (_, p) => (
              <span className="finance-stack">
                <strong>{money(p.amount, p.transaction.currency)}</strong>
                {p.amount === p.transaction.total ? (
                  <Typography.Text type="secondary">
                    {t('financeDesk.ofTotal', {
                      total: money(p.transaction.total, p.transaction.currency),
                    })}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="danger" data-testid="amount-differs">
                    {t('financeDesk.amountDiffers', {
                      total: money(p.transaction.total, p.transaction.currency),
                    })}
                  </Typography.Text>
                )}
              </span>
            ),
          },
          { key: 'reference', title: t('financeDesk.columns.reference'), dataIndex: 'reference' },
          {
            key: 'at',
            title: t('financeDesk.columns.submittedAt'),
            render: (_, p) => dateTime(p.created_at),
          },
          {
            key: 'actions',
            // Pinned to the row's end, on a phone too: the rest of the row scrolls beneath.
            fixed: 'end',
            title: t('financeDesk.columns.actions'),
            render: (_, p) => (
              <Space wrap className="finance-actions">
                <Button onClick={() => setViewing(p)} disabled={p.file_name === null}>
                  {t('financeDesk.slip.view')}
                </Button>
                <Button
                  type="primary"
                  loading={busy === `verify-${p.id}`}
                  disabled={busy !== null}
                  onClick={() =>
                    void run(
                      `verify-${p.id}`,
                      () => verifyPayment(p.id),
                      t('financeDesk.slip.verifyDone', {
                        reference: p.reference,
                        invoice: p.transaction.invoice_number,
                      }),
                    )
                  }
                >
                  {t('financeDesk.slip.verify')}
                </Button>
                <Button danger disabled={busy !== null} onClick={() => setRejecting(p)}>
                  {t('financeDesk.slip.reject')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <SlipViewer payment={viewing} onClose={() => setViewing(null)} />
      <RejectSlipModal slip={rejecting} desk={desk} onClose={() => setRejecting(null)} />
    </>
  );
}
