import { useEffect, useState } from 'react';
import '../finance-desk.css';
import { useTranslation } from 'react-i18next';
import { fetchFinanceQueue, fetchPendingCases } from '../finance-queue-api';

interface Counts {
  slips: number;
  financing: number;
  releases: number;
  collections: number;
}

/** What waits on finance right now, for the finance card of the back office's start page. */
export function FinanceHomeSummary() {
  const { t } = useTranslation();
  const [counts, setCounts] = useState<Counts | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void Promise.allSettled([fetchFinanceQueue(), fetchPendingCases()]).then(([queue, cases]) => {
      if (!isCurrent || queue.status !== 'fulfilled') return;
      setCounts({
        slips: queue.value.payments.length,
        financing: cases.status === 'fulfilled' ? cases.value.length : 0,
        releases: queue.value.releases.length,
        collections: queue.value.collections.length,
      });
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  if (!counts) return null;
  return (
    <span className="finance-stack" data-testid="finance-home-counts">
      <span className="frame-home__card-figure">
        {counts.slips + counts.financing + counts.releases + counts.collections}
      </span>
      <span className="frame-home__card-text">{t('financeDesk.home.waiting', { ...counts })}</span>
    </span>
  );
}
