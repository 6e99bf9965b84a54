import type { Collection, FloorStockAccount, TransactionStatusValue } from '@autobid/contract';
import { Card, Descriptions, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { collectionLabel } from '../line-name';

interface MoneySideCardProps {
  currency: string;
  /** The sale's status: once it is cancelled or completed, nothing is collected on it any more. */
  status: TransactionStatusValue;
  collections: Collection[];
  account: FloorStockAccount | null | undefined;
}

/** What the house collects on the sale, and the buyer group's floor-stock line. */
export function MoneySideCard({ currency, status, collections, account }: MoneySideCardProps) {
  const { t } = useTranslation();
  const { money, date } = useFormatters();
  const tagOf = (item: Collection) => {
    if (item.status === 'open' && (status === 'cancelled' || status === 'completed'))
      return { color: 'default', text: t(`financeDesk.detail.collections.ended.${status}`) };
    return {
      color: item.status === 'open' ? 'gold' : 'green',
      text: t(`financeDesk.detail.collections.status.${item.status}`, {
        at: item.collected_at ? date(item.collected_at) : '',
      }),
    };
  };
  return (
    <>
      <Card size="small" title={t('financeDesk.detail.collections.title')}>
        <List
          size="small"
          dataSource={collections}
          locale={{ emptyText: t('financeDesk.detail.collections.empty') }}
          renderItem={(item) => (
            <List.Item extra={<Tag color={tagOf(item).color}>{tagOf(item).text}</Tag>}>
              {`${t(`financeDesk.party.${item.party}`)} · ${collectionLabel(t, item.name)} · ${money(item.amount, currency)}`}
            </List.Item>
          )}
        />
      </Card>
      {account !== undefined ? (
        <Card size="small" title={t('financeDesk.detail.floorStock.title')}>
          {account === null ? (
            <Typography.Text type="secondary">
              {t('financeDesk.detail.floorStock.none')}
            </Typography.Text>
          ) : (
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'available',
                  label: t('financeDesk.detail.floorStock.available'),
                  children: (
                    <>
                      {money(account.available, account.currency)}
                      {account.status === 'suspended' ? (
                        <Tag color="red" className="finance-tag-gap">
                          {t('financeDesk.detail.floorStock.suspended')}
                        </Tag>
                      ) : null}
                    </>
                  ),
                },
                {
                  key: 'limit',
                  label: t('financeDesk.detail.floorStock.limit'),
                  children: `${money(account.credit_limit, account.currency)} · ${account.provider}`,
                },
                {
                  key: 'used',
                  label: t('financeDesk.detail.floorStock.used'),
                  children: money(account.used, account.currency),
                },
              ]}
            />
          )}
        </Card>
      ) : null}
    </>
  );
}
