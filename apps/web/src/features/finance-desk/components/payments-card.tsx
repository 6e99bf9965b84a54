import type { Payment, Transaction } from '@autobid/contract';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { verifyPayment } from '../finance-queue-api';
import type { useDeskAction } from '../use-desk-action';
import { RejectSlipModal } from './reject-slip-modal';
import { SlipViewer } from './slip-viewer';

const STATUS_COLORS: Record<Payment['status'], string> = {
  pending: 'blue',
  verified: 'green',
  rejected: 'red',
  superseded: 'default',
};

interface PaymentsCardProps {
  transaction: Transaction;
  desk: ReturnType<typeof useDeskAction>;
}

/** Every payment made or tried on the sale; a slip still to check can be seen and decided here. */
export function PaymentsCard({ transaction, desk }: PaymentsCardProps) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const [viewing, setViewing] = useState<Payment | null>(null);
  const [rejecting, setRejecting] = useState<Payment | null>(null);
  const { busy, run } = desk;
  return (
    <Card size="small" title={t('financeDesk.detail.payments.title')}>
      <Table<Payment>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={transaction.payments ?? []}
        locale={{ emptyText: t('financeDesk.detail.payments.empty') }}
        columns={[
          {
            key: 'method',
            title: t('financeDesk.detail.payments.method'),
            render: (_, p) => (
              <span className="finance-stack">
                {t(`financeDesk.detail.paidBy.${p.method}`)}
                <Typography.Text type="secondary">{p.reference}</Typography.Text>
                {/* On a phone the amount column scrolls away: the amount stays beside the actions. */}
                <strong className="finance-phone-only">
                  {money(p.amount, transaction.currency)}
                </strong>
              </span>
            ),
          },
          {
            key: 'amount',
            title: t('financeDesk.columns.amount'),
            render: (_, p) => money(p.amount, transaction.currency),
          },
          {
            key: 'status',
            title: t('financeDesk.columns.status'),
            className: 'finance-status-cell',
            render: (_, p) => (
              <span className="finance-stack">
                <span>
                  <Tag color={STATUS_COLORS[p.status]}>
                    {t(`financeDesk.detail.paymentStatus.${p.status}`)}
                  </Tag>
                </span>
                {p.reject_reason ? (
                  <Typography.Text type="secondary">
                    {t('financeDesk.detail.payments.rejected', { reason: p.reject_reason })}
                  </Typography.Text>
                ) : null}
              </span>
            ),
          },
          {
            key: 'at',
            title: t('financeDesk.columns.submittedAt'),
            render: (_, p) => (
              <span className="finance-stack">
                {dateTime(p.created_at)}
                {p.decided_at ? (
                  <Typography.Text type="secondary">
                    {`${t('financeDesk.detail.payments.decidedAt')}: ${dateTime(p.decided_at)}`}
                  </Typography.Text>
                ) : null}
              </span>
            ),
          },
          {
            key: 'actions',
            // Pinned to the row's end, on a phone too: the rest of the row scrolls beneath.
            fixed: 'end',
            title: t('financeDesk.columns.actions'),
            render: (_, p) => (
              <Space wrap className="finance-actions">
                {p.file_name ? (
                  <Button size="small" onClick={() => setViewing(p)}>
                    {t('financeDesk.slip.view')}
                  </Button>
                ) : null}
                {p.status === 'pending' && p.method === 'bank_transfer' ? (
                  <>
                    <Button
                      size="small"
                      type="primary"
                      loading={busy === 'verify'}
                      disabled={busy !== null}
                      onClick={() =>
                        void run(
                          'verify',
                          () => verifyPayment(p.id),
                          t('financeDesk.slip.verifyDone', {
                            reference: p.reference,
                            invoice: transaction.invoice.number,
                          }),
                        )
                      }
                    >
                      {t('financeDesk.slip.verify')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      disabled={busy !== null}
                      onClick={() => setRejecting(p)}
                    >
                      {t('financeDesk.slip.reject')}
                    </Button>
                  </>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <SlipViewer payment={viewing} onClose={() => setViewing(null)} />
      <RejectSlipModal slip={rejecting} desk={desk} onClose={() => setRejecting(null)} />
    </Card>
  );
}
