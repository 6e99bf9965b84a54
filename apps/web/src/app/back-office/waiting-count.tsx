import { useTranslation } from 'react-i18next';
import { fetchInspectionQueue } from '../../features/inspections/inspections-api';
import { fetchReviewQueue } from '../../features/listing-review/review-api';
import { useApiCall } from '../../lib/use-api-call';

/** The staff queues whose start-page card shows how many cars wait in them. */
const QUEUES = {
  review: () =>
    fetchReviewQueue({ status: 'pending', page: 1 }).then((page) => page.meta.pagination.total),
  inspections: () =>
    fetchInspectionQueue({ tab: 'waiting', page: 1 }).then((page) => page.meta.pagination.total),
};
export type WaitingQueue = keyof typeof QUEUES;

export function isWaitingQueue(key: string): key is WaitingQueue {
  return Object.hasOwn(QUEUES, key);
}

/**
 * How many cars wait in a staff queue right now, for its card on the back office's start page.
 * Shows nothing until the count is in, or when it cannot be read: the card still leads to the queue.
 */
export function WaitingCount({ queue }: { queue: WaitingQueue }) {
  const { t } = useTranslation();
  // Each queue's loader is one module-level function, so the call runs once per card.
  const { state } = useApiCall(QUEUES[queue]);
  if (state.status !== 'done') return null;
  const count = state.data;
  return (
    <span className="frame-home__card-count" data-testid={`${queue}-home-count`}>
      <span className="frame-home__card-figure">{count}</span>
      <span className="frame-home__card-text">{t(`frames.backOffice.home.waiting.${queue}`)}</span>
    </span>
  );
}
