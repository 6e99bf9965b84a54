import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../lib/state/hooks';
import { fetchAuctionList, fetchMoreAuctions } from '../auction-lists-slice';
import { OpenListView } from '../components/open-list-view';
import type { OpenListPageProps } from './live-auctions-page';

/** Cars published for a look before bidding opens; each moves to the live list when it starts. */
export function PreviewAuctionsPage({ detailPath, renderActions }: OpenListPageProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchAuctionList({ list: 'preview' })), [dispatch]);
  useEffect(load, [load]);
  return (
    <OpenListView
      list="preview"
      title={t('portal.lists.preview.title')}
      titleKey="portal.lists.preview.title"
      subtitle={(count) => t('portal.lists.preview.subtitle', { count })}
      emptyText={t('portal.lists.preview.empty')}
      loadFailedText={t('portal.lists.preview.loadFailed')}
      detailPath={detailPath}
      renderActions={renderActions}
      onRetry={load}
      onMore={() => void dispatch(fetchMoreAuctions({ list: 'preview' }))}
    />
  );
}
