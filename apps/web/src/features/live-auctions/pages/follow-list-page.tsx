import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sortsByTimeEnd } from '../../../config/countries';
import { useAppDispatch } from '../../../lib/state/hooks';
import { fetchBiddingList } from '../bidding-list-slice';
import { OpenListView } from '../components/open-list-view';
import type { OpenListPageProps } from './live-auctions-page';

/** The bidding list (spec §4): cars the dealer follows or has a bid on. */
export function FollowListPage({
  detailPath,
  renderActions,
  country,
}: OpenListPageProps & { country: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const load = useCallback(
    () => void dispatch(fetchBiddingList({ sortByTimeEnd: sortsByTimeEnd(country) })),
    [dispatch, country],
  );
  useEffect(load, [load]);
  return (
    <OpenListView
      list="follow-list"
      title={t('portal.lists.followList.title')}
      titleKey="portal.lists.followList.title"
      subtitle={(count) => t('portal.lists.followList.subtitle', { count })}
      emptyText={t('portal.lists.followList.empty')}
      loadFailedText={t('portal.lists.followList.loadFailed')}
      detailPath={detailPath}
      renderActions={renderActions}
      onRetry={load}
    />
  );
}
