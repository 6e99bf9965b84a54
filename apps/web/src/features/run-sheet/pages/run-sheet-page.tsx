import {
  channels,
  EVENTS,
  RUN_SHEET_SECTIONS,
  type RunSheetRow,
  type RunSheetSection,
} from '@autobid/contract';
import { Button, DatePicker, Select, Skeleton, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_COUNTRIES } from '../../../config/countries';
import { useQueryParams } from '../../../lib/use-query-params';
import { useApiCall } from '../../../lib/use-api-call';
import { useAuctionsRealtime } from '../../../lib/use-auctions-realtime';
import { CancelAuctionModal } from '../components/cancel-auction-modal';
import { RestartAuctionModal } from '../components/restart-auction-modal';
import { RunSheetTable } from '../components/run-sheet-table';
import { fetchRunSheet, type RunSheetData } from '../run-sheet-api';
import '../run-sheet.css';
import { LoadFailure } from '../../../components/load-failure';

const DAY = 'YYYY-MM-DD';
const PUBLISHED = [
  { app: 'auction' as const, channel: channels.auctions(), event: EVENTS.auctionPublished },
];

/** Operations' day at a glance: a market's auctions live, coming up, awaiting sellers, finished. */
export function RunSheetPage() {
  const { t } = useTranslation();
  const [params, set] = useQueryParams();
  const market = SUPPORTED_COUNTRIES.find((c) => c === params.get('market')) ?? 'MY';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date') : null;
  const section = (RUN_SHEET_SECTIONS as readonly string[]).includes(params.get('section') ?? '')
    ? (params.get('section') as RunSheetSection)
    : 'live';
  const load = useCallback(() => fetchRunSheet(market, date), [market, date]);
  const { state, reload } = useApiCall(load);
  const shown = useRef<RunSheetData | null>(null);
  if (state.status === 'done') shown.current = state.data;
  const sheet = shown.current;
  useAuctionsRealtime(sheet?.auctions.map((row) => row.id) ?? [], PUBLISHED, reload);
  const [cancelling, setCancelling] = useState<RunSheetRow | null>(null);
  const [restarting, setRestarting] = useState<RunSheetRow | null>(null);
  return (
    <section className="run-sheet" data-testid="run-sheet">
      <Typography.Title level={2}>{t('runSheet.title')}</Typography.Title>
      <div className="run-sheet__filters">
        <Select
          value={market}
          aria-label={t('runSheet.market')}
          options={SUPPORTED_COUNTRIES.map((code) => ({ value: code, label: code }))}
          onChange={(value) => set({ market: value })}
          data-testid="run-sheet-market"
        />
        <DatePicker
          value={dayjs(sheet?.date ?? date ?? undefined, DAY)}
          format={t('format.date')}
          allowClear={false}
          inputReadOnly
          onChange={(day) => set({ date: day ? day.format(DAY) : null })}
        />
        <Button onClick={() => set({ date: null })}>{t('runSheet.today')}</Button>
      </div>
      {state.status === 'failed' ? <LoadFailure failure={state.failure} onRetry={reload} /> : null}
      {!sheet ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {sheet ? (
        <Tabs
          activeKey={section}
          onChange={(key) => set({ section: key })}
          items={RUN_SHEET_SECTIONS.map((key) => ({
            key,
            label: (
              <span data-testid={`run-sheet-tab-${key}`}>
                {t(`runSheet.sections.${key}`)} ({sheet.counts[key] ?? 0})
              </span>
            ),
            children: (
              <RunSheetTable
                rows={sheet.auctions.filter((row) => row.section === key)}
                currency={sheet.currency}
                onCancel={setCancelling}
                onRestart={setRestarting}
              />
            ),
          }))}
        />
      ) : null}
      <CancelAuctionModal
        auction={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          reload();
        }}
      />
      <RestartAuctionModal
        auction={restarting}
        onClose={() => setRestarting(null)}
        onDone={() => {
          setRestarting(null);
          reload();
        }}
      />
    </section>
  );
}
