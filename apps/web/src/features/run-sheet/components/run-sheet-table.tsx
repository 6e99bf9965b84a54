import type { RunSheetRow } from '@autobid/contract';
import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/countdown';
import { formatRemaining } from '../../../components/countdown-format';
import { useFormatters } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';

const CANCELLABLE = new Set(['scheduled', 'preview', 'active', 'ended', 'reserved', 'restarting']);
const RESTARTABLE = new Set(['ended', 'rejected']);

interface RunSheetTableProps {
  rows: RunSheetRow[];
  currency: string;
  onCancel: (row: RunSheetRow) => void;
  onRestart: (row: RunSheetRow) => void;
}

function TimeCell({ row }: { row: RunSheetRow }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const now = useServerNow();
  if (row.section === 'live' || row.section === 'upcoming')
    return <Countdown timeEnd={row.time_end} timeStart={row.time_start} status={row.status} />;
  if (row.decision_deadline)
    return (
      <span className="run-sheet__decide">
        {t('sellerAuctions.decideWithin', {
          time: formatRemaining(Date.parse(row.decision_deadline) - now, (count) =>
            t('countdown.days', { count }),
          ),
        })}
      </span>
    );
  return <span>{dateTime(row.closed_at ?? row.time_end)}</span>;
}

/** The day's auctions of one section, each with what operations may do to it. */
export function RunSheetTable({ rows, currency, onCancel, onRestart }: RunSheetTableProps) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const columns: TableColumnsType<RunSheetRow> = [
    {
      key: 'car',
      title: t('runSheet.columns.car'),
      render: (_, row) => (
        <span className="run-sheet__car">
          <strong>{row.car}</strong>
          <span>{`#${row.id} · ${row.seller_group.name}`}</span>
        </span>
      ),
    },
    {
      key: 'status',
      title: t('runSheet.columns.status'),
      className: 'run-sheet__status',
      render: (_, row) => (
        <Space size={4} wrap className="run-sheet__tags">
          <Tag>{t(`sellerAuctions.type.${row.type}`)}</Tag>
          <Tag
            color={row.status === 'cancelled' ? 'default' : 'blue'}
            data-testid="run-sheet-status"
          >
            {t(`status.${row.status}`)}
          </Tag>
        </Space>
      ),
    },
    {
      key: 'top',
      title: t('runSheet.columns.topBid'),
      render: (_, row) =>
        row.highest_amount === null ? (
          <span className="run-sheet__muted">
            {row.type === 'closed' && row.bid_count > 0
              ? t('sellerAuctions.sealedHidden')
              : t('sellerAuctions.noBid')}
          </span>
        ) : (
          <span className="run-sheet__car">
            <strong>{money(row.highest_amount, currency)}</strong>
            <span>
              {row.highest_amount >= row.reserve_price
                ? t('sellerAuctions.reserveMet')
                : t('sellerAuctions.reserve', { amount: money(row.reserve_price, currency) })}
            </span>
          </span>
        ),
    },
    {
      key: 'bids',
      title: t('runSheet.columns.bids'),
      render: (_, row) =>
        `${t('sellerAuctions.bidCount', { count: row.bid_count })} · ${t('sellerAuctions.bidderCount', { count: row.bidders_count })}`,
    },
    { key: 'time', title: t('runSheet.columns.time'), render: (_, row) => <TimeCell row={row} /> },
    {
      key: 'actions',
      // Pinned to the row's end, on a phone too: the rest of the row scrolls beneath.
      fixed: 'end',
      title: t('runSheet.columns.actions'),
      render: (_, row) => (
        <Space wrap className="run-sheet__actions">
          {CANCELLABLE.has(row.status) ? (
            <Button
              size="small"
              danger
              onClick={() => onCancel(row)}
              data-testid={`cancel-${row.id}`}
            >
              {t('runSheet.cancel.action')}
            </Button>
          ) : null}
          {RESTARTABLE.has(row.status) ? (
            <Button size="small" onClick={() => onRestart(row)} data-testid={`restart-${row.id}`}>
              {t('runSheet.restart.action')}
            </Button>
          ) : null}
          {row.cancel_reason ? (
            <span className="run-sheet__muted run-sheet__reason" data-testid={`reason-${row.id}`}>
              {row.cancel_reason}
            </span>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <Table<RunSheetRow>
      className="run-sheet__table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      onRow={(row) => ({ 'data-testid': `run-sheet-row-${row.id}` }) as object}
      scroll={{ x: 'max-content' }}
    />
  );
}
