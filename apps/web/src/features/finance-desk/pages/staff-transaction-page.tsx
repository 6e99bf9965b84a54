import type { Transaction } from '@autobid/contract';
import { Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSupportedCountry } from '../../../config/countries';
import { LoadFailure } from '../../../components/load-failure';
import { useFormatters } from '../../../lib/format';
import { useApiCall } from '../../../lib/use-api-call';
import { BillCard } from '../components/bill-card';
import { CollectionPlanCard } from '../components/collection-plan-card';
import { HandoverPhotosCard } from '../components/handover-photos-card';
import { LocationsForm } from '../components/locations-form';
import { MoneySideCard } from '../components/money-side-card';
import { PaymentsCard } from '../components/payments-card';
import { StatusLogCard } from '../components/status-log-card';
import { TransactionActions } from '../components/transaction-actions';
import { TransactionStatusTag } from '../components/transaction-status-tag';
import { fetchStaffTransaction } from '../staff-transactions-api';
import { useDeskAction } from '../use-desk-action';
import '../finance-desk.css';

interface StaffTransactionPageProps {
  transactionId: number;
  listPath: string;
}

/** One sale as finance works it: the bill, payments, log, the buyer's plan and the next move. */
export function StaffTransactionPage({ transactionId, listPath }: StaffTransactionPageProps) {
  const { t } = useTranslation();
  const load = useCallback(() => fetchStaffTransaction(transactionId), [transactionId]);
  const { state, reload } = useApiCall(load);
  const desk = useDeskAction(reload);
  const shown = useRef<Transaction | null>(null);
  if (state.status === 'done') shown.current = state.data;
  const transaction = shown.current?.id === transactionId ? shown.current : null;
  return (
    <section className="finance-desk" data-testid="staff-transaction">
      <Link to={listPath} className="finance-transaction__back">
        {t('financeDesk.detail.back')}
      </Link>
      {state.status === 'failed' ? (
        <LoadFailure
          failure={state.failure}
          onRetry={reload}
          record={{
            kind: 'transaction',
            id: transactionId,
            back: { path: listPath, label: t('financeDesk.detail.backToList') },
          }}
        />
      ) : null}
      {!transaction && state.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : null}
      {transaction ? (
        <TransactionView transaction={transaction} desk={desk} onPhotosAdded={reload} />
      ) : null}
    </section>
  );
}

function TransactionView({
  transaction,
  desk,
  onPhotosAdded,
}: {
  transaction: Transaction;
  desk: ReturnType<typeof useDeskAction>;
  onPhotosAdded: () => void;
}) {
  const { t } = useTranslation();
  const { money, dateTime, integer } = useFormatters();
  const car = transaction.inventory;
  return (
    <>
      <header className="finance-transaction__head">
        <Typography.Title level={2}>
          {t('financeDesk.detail.title', { invoice: transaction.invoice.number })}
        </Typography.Title>
        <TransactionStatusTag status={transaction.status} />
        {transaction.is_overdue ? <Tag color="red">{t('financeDesk.detail.overdue')}</Tag> : null}
      </header>
      <div className="finance-transaction__grid">
        <div className="finance-transaction__column">
          <Card size="small">
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                ...(car
                  ? [
                      {
                        key: 'car',
                        label: t('financeDesk.detail.facts.car'),
                        children: `${car.year} ${car.title}`,
                      },
                      ...(car.registration_number
                        ? [
                            {
                              key: 'registration',
                              label: t('financeDesk.detail.facts.registration'),
                              children: car.registration_number,
                            },
                          ]
                        : []),
                      ...(car.chassis_number
                        ? [
                            {
                              key: 'chassis',
                              label: t('financeDesk.detail.facts.chassis'),
                              children: car.chassis_number,
                            },
                          ]
                        : []),
                      {
                        key: 'mileage',
                        label: t('financeDesk.detail.facts.mileage'),
                        children: t('financeDesk.detail.handover.km', {
                          value: integer(car.mileage_km),
                        }),
                      },
                    ]
                  : []),
                {
                  key: 'auction',
                  label: t('financeDesk.columns.market'),
                  children: `${isSupportedCountry(transaction.market) ? t(`country.${transaction.market}`) : transaction.market} · ${t('financeDesk.detail.auction', { id: transaction.auction_id })}`,
                },
                {
                  key: 'total',
                  label: t('financeDesk.detail.facts.total'),
                  children: money(transaction.total, transaction.currency),
                },
                {
                  key: 'won',
                  label: t('financeDesk.detail.facts.wonAt'),
                  children: dateTime(transaction.won_at),
                },
                {
                  key: 'due',
                  label: t('financeDesk.detail.facts.dueAt'),
                  children: dateTime(transaction.due_at),
                },
                ...(transaction.paid_at
                  ? [
                      {
                        key: 'paid',
                        label: t('financeDesk.detail.facts.paidAt'),
                        children: `${dateTime(transaction.paid_at)}${
                          transaction.paid_by
                            ? ` · ${t(`financeDesk.detail.paidBy.${transaction.paid_by}`)}`
                            : ''
                        }`,
                      },
                    ]
                  : []),
              ]}
            />
          </Card>
          <TransactionActions transaction={transaction} desk={desk} />
          <BillCard transaction={transaction} />
          <PaymentsCard transaction={transaction} desk={desk} />
          <StatusLogCard log={transaction.status_log ?? []} />
        </div>
        <div className="finance-transaction__column">
          <CollectionPlanCard
            pickup={transaction.pickup ?? null}
            handover={transaction.handover ?? null}
          />
          <HandoverPhotosCard transaction={transaction} onUploaded={onPhotosAdded} />
          <LocationsForm transaction={transaction} desk={desk} />
          <MoneySideCard
            currency={transaction.currency}
            status={transaction.status}
            collections={transaction.collections ?? []}
            account={transaction.floorstock_account}
          />
        </div>
      </div>
    </>
  );
}
