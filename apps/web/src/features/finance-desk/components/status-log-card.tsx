import {
  TRANSACTION_STATUS_VALUES,
  type TransactionStatusEntry,
  type TransactionStatusValue,
} from '@autobid/contract';
import { Card, Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { humanize } from '../line-name';

const EVENTS = [
  'open',
  'submit_proof',
  'reject_proof',
  'verify_proof',
  'online_payment_confirmed',
  'floor_stock_approved',
  'release',
  'hand_over',
  'complete',
  'complete_sale',
  'cancel',
] as const;
type KnownEvent = (typeof EVENTS)[number];

function eventLabel(t: TFunction, event: string): string {
  return (EVENTS as readonly string[]).includes(event)
    ? t(`financeDesk.detail.events.${event as KnownEvent}`)
    : humanize(event);
}

function isStatus(value: string | null): value is TransactionStatusValue {
  return (TRANSACTION_STATUS_VALUES as readonly (string | null)[]).includes(value);
}

/** What happened to the sale, oldest first, with the notes and reasons given. */
export function StatusLogCard({ log }: { log: TransactionStatusEntry[] }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  return (
    <Card size="small" title={t('financeDesk.detail.log.title')} data-testid="finance-status-log">
      <Timeline
        items={log.map((entry, index) => ({
          key: `${entry.at}-${index}`,
          color: entry.to_status === 'cancelled' ? 'red' : 'blue',
          title: dateTime(entry.at),
          content: (
            <span className="finance-stack">
              <strong>{eventLabel(t, entry.event)}</strong>
              <Typography.Text type="secondary">
                {isStatus(entry.from_status)
                  ? `${t(`financeDesk.status.${entry.from_status}`)} → ${t(`financeDesk.status.${entry.to_status}`)}`
                  : t(`financeDesk.status.${entry.to_status}`)}
              </Typography.Text>
              {entry.note ? <span>{entry.note}</span> : null}
            </span>
          ),
        }))}
      />
    </Card>
  );
}
