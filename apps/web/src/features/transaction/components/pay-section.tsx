import type { FloorStockAccount, FloorStockCase, Transaction } from '@autobid/contract';
import { Card } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useAppSelector } from '../../../lib/state/hooks';
import { getFloorStockAccount } from '../api/get-floor-stock-account';
import { FloorStockOption } from './floor-stock-option';
import { PayOnline } from './pay-online';
import { TransferSlipForm } from './transfer-slip-form';

/** The group's floor-stock line (GET 7), or the one the transaction carries when no group is active. */
function useFloorStockAccount(transaction: Transaction): FloorStockAccount | null {
  const groupId = useAppSelector((s) => s.currentUser.user?.active_group?.id ?? null);
  const [fetched, setFetched] = useState<FloorStockAccount | null | undefined>(undefined);
  useEffect(() => {
    if (groupId === null) return undefined;
    let isCurrent = true;
    getFloorStockAccount(groupId).then(
      (account) => {
        if (isCurrent) setFetched(account);
      },
      // Without the line the other ways to pay still work.
      () => {
        if (isCurrent) setFetched(null);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [groupId]);
  return fetched !== undefined ? fetched : (transaction.floorstock_account ?? null);
}

/** The later of two financing requests; the transaction's own when they are the same one. */
function newerCase(
  read: FloorStockCase | null,
  requested: FloorStockCase | null,
): FloorStockCase | null {
  if (!read || !requested) return read ?? requested;
  return requested.id > read.id ? requested : read;
}

interface PaySectionProps {
  transaction: Transaction;
  onPayOnline: () => void;
  isStartingOnline: boolean;
  onTransaction: (transaction: Transaction) => void;
  onFloorStockRequested: () => void;
}

/** The ways to pay an unpaid purchase: online, a transfer slip, or the floor-stock line. */
export function PaySection({
  transaction,
  onPayOnline,
  isStartingOnline,
  onTransaction,
  onFloorStockRequested,
}: PaySectionProps) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const account = useFloorStockAccount(transaction);
  const [requested, setRequested] = useState<FloorStockCase | null>(null);
  const floorStockCase = newerCase(transaction.floorstock_case ?? null, requested);

  return (
    <Card
      size="small"
      className="panel trx-pay"
      data-testid="trx-pay"
      title={t('transaction.pay.title', { amount: money(transaction.total, transaction.currency) })}
    >
      <p className="trx-muted">{t('transaction.pay.intro')}</p>
      {transaction.online_payment ? (
        <PayOnline onPay={onPayOnline} isStarting={isStartingOnline} />
      ) : null}
      <TransferSlipForm transaction={transaction} onSubmitted={onTransaction} />
      {account ? (
        <FloorStockOption
          transaction={transaction}
          account={account}
          floorStockCase={floorStockCase}
          onRequested={(created) => {
            setRequested(created);
            onFloorStockRequested();
          }}
        />
      ) : null}
    </Card>
  );
}
