import type { DealerAuction } from '@autobid/contract';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../lib/state/hooks';
import { fetchAuctionList, fetchMoreAuctions } from '../auction-lists-slice';
import { LiveFilters } from '../components/live-filters';
import { OpenListView } from '../components/open-list-view';
import {
  filtersFromSearch,
  filtersKey,
  hasFilters,
  searchFromFilters,
  type ListFilters,
} from '../list-filters';
import '../auction-lists.css';

export interface OpenListPageProps {
  /** The route of one auction; the app owns routes, this feature only links to them. */
  detailPath: (id: number) => string;
  /** Follow and pin buttons for one card, composed by the app. */
  renderActions?: (auction: DealerAuction) => ReactNode;
}

/** Live auctions of the dealer's market, filtered by what the address says, under the app's banners. */
export function LiveAuctionsPage({
  detailPath,
  renderActions,
  banners,
}: OpenListPageProps & { banners?: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [search, setSearch] = useSearchParams();
  const key = filtersKey(filtersFromSearch(search));
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(key)), [key]);

  const load = useCallback(
    () => void dispatch(fetchAuctionList({ list: 'live', filters })),
    [dispatch, filters],
  );
  useEffect(load, [load]);
  const setFilters = (next: ListFilters) => setSearch(searchFromFilters(next), { replace: true });

  return (
    <>
      {banners}
      <OpenListView
        list="live"
        title={t('list.title')}
        titleKey="list.title"
        subtitle={(count) => t('list.subtitle', { count })}
        emptyText={hasFilters(filters) ? t('portal.filters.noMatch') : t('list.empty')}
        emptyExtra={
          hasFilters(filters) ? (
            <button type="button" className="btn btn--primary" onClick={() => setFilters({})}>
              {t('portal.filters.clear')}
            </button>
          ) : null
        }
        loadFailedText={t('list.loadFailed')}
        detailPath={detailPath}
        renderActions={renderActions}
        onRetry={load}
        onMore={() => void dispatch(fetchMoreAuctions({ list: 'live' }))}
        toolbar={<LiveFilters filters={filters} onChange={setFilters} />}
      />
    </>
  );
}
