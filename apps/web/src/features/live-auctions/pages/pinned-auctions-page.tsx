import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../lib/state/hooks';
import { fetchAuctionList, fetchMoreAuctions } from '../auction-lists-slice';
import { OpenListView } from '../components/open-list-view';
import type { OpenListPageProps } from './live-auctions-page';

/** The cars the dealer pinned, most recently pinned first. */
export function PinnedAuctionsPage({ detailPath, renderActions }: OpenListPageProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchAuctionList({ list: 'pinned' })), [dispatch]);
  useEffect(load, [load]);
  return (
    <OpenListView
      list="pinned"
      title={t('portal.lists.pinned.title')}
      titleKey="portal.lists.pinned.title"
      subtitle={(count) => t('portal.lists.pinned.subtitle', { count })}
      emptyText={t('portal.lists.pinned.empty')}
      loadFailedText={t('portal.lists.pinned.loadFailed')}
      detailPath={detailPath}
      renderActions={renderActions}
      onRetry={load}
      onMore={() => void dispatch(fetchMoreAuctions({ list: 'pinned' }))}
    />
  );
}
