import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Tabs, Typography } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useApiCall } from '../../../lib/use-api-call';
import { useQueryParams } from '../../../lib/use-query-params';
import { CollectionsSection } from '../components/collections-section';
import { FinancingSection } from '../components/financing-section';
import { ReleasesSection } from '../components/releases-section';
import { SlipsSection } from '../components/slips-section';
import {
  fetchFinanceQueue,
  fetchPendingCases,
  type FinanceQueue,
  type FinancingCase,
} from '../finance-queue-api';
import { useDeskAction } from '../use-desk-action';
import '../finance-desk.css';
import { LoadFailure } from '../../../components/load-failure';

const SECTIONS = ['slips', 'financing', 'releases', 'collections'] as const;
type Section = (typeof SECTIONS)[number];

interface FinanceQueuePageProps {
  transactionPath: (id: number) => string;
}

/** The finance desk: everything waiting on finance, a tab per kind of work with its count. */
export function FinanceQueuePage({ transactionPath }: FinanceQueuePageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params, set] = useQueryParams();
  const section: Section = SECTIONS.find((key) => key === params.get('section')) ?? 'slips';
  const queueCall = useApiCall(fetchFinanceQueue);
  const casesCall = useApiCall(fetchPendingCases);
  const reloadQueue = queueCall.reload;
  const reloadCases = casesCall.reload;
  const reload = useCallback(() => {
    reloadQueue();
    reloadCases();
  }, [reloadQueue, reloadCases]);
  const desk = useDeskAction(reload);
  // The last answer stays on screen while a refresh is under way.
  const queueShown = useRef<FinanceQueue | null>(null);
  if (queueCall.state.status === 'done') queueShown.current = queueCall.state.data;
  const casesShown = useRef<FinancingCase[] | null>(null);
  if (casesCall.state.status === 'done') casesShown.current = casesCall.state.data;
  const queue = queueShown.current;
  const cases = casesShown.current;
  const isLoading = queueCall.state.status === 'loading' || casesCall.state.status === 'loading';

  const counts: Record<Section, number | null> = {
    slips: queue?.payments.length ?? null,
    financing: cases?.length ?? null,
    releases: queue?.releases.length ?? null,
    collections: queue?.collections.length ?? null,
  };
  const content = (key: Section) => {
    if (key === 'financing') {
      if (casesCall.state.status === 'failed')
        return <Alert type="error" showIcon title={errorText(casesCall.state.failure)} />;
      return cases ? (
        <FinancingSection cases={cases} desk={desk} transactionPath={transactionPath} />
      ) : (
        <Skeleton active />
      );
    }
    if (!queue) return <Skeleton active />;
    if (key === 'slips')
      return (
        <SlipsSection payments={queue.payments} desk={desk} transactionPath={transactionPath} />
      );
    if (key === 'releases')
      return (
        <ReleasesSection releases={queue.releases} desk={desk} transactionPath={transactionPath} />
      );
    return (
      <CollectionsSection
        collections={queue.collections}
        desk={desk}
        transactionPath={transactionPath}
      />
    );
  };

  return (
    <section className="finance-desk" data-testid="finance-queue" aria-busy={isLoading}>
      <div className="finance-desk__head">
        <Typography.Title level={2}>{t('financeDesk.queue.title')}</Typography.Title>
        <Button icon={<ReloadOutlined />} loading={isLoading} onClick={reload}>
          {t('financeDesk.refresh')}
        </Button>
      </div>
      {queueCall.state.status === 'failed' ? (
        <LoadFailure failure={queueCall.state.failure} onRetry={reload} />
      ) : null}
      <Tabs
        activeKey={section}
        onChange={(key) => set({ section: key })}
        items={SECTIONS.map((key) => ({
          key,
          label: (
            <span data-testid={`finance-tab-${key}`}>
              {t(`financeDesk.queue.sections.${key}`)}
              {counts[key] === null ? '' : ` (${counts[key]})`}
            </span>
          ),
          children: content(key),
        }))}
      />
    </section>
  );
}
