import type { DealerAuction } from '@autobid/contract';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DensityToggle } from '../../../components/density-toggle';
import { Icon } from '../../../components/icon';
import { useBackToHere } from '../../../lib/back-to';
import { useErrorText } from '../../../lib/error-text';
import { useListDensity } from '../../../lib/list-density';
import type { OpenListName } from '../api/get-auction-list';
import { useOpenList } from '../hooks/use-open-list';
import { EmptyState } from './empty-state';
import { ListedAuctionCard } from './listed-auction-card';
import '../../../styles/controls.css';
import '../auction-lists.css';

export interface OpenListViewProps {
  list: OpenListName;
  title: string;
  /** The translation key of the title: auction pages opened from here name it in their back link. */
  titleKey: string;
  subtitle: (count: number) => string;
  emptyText: string;
  loadFailedText: string;
  detailPath: (id: number) => string;
  renderActions?: ((auction: DealerAuction) => ReactNode) | undefined;
  onRetry: () => void;
  onMore?: (() => void) | undefined;
  /** Filters shown above the list. */
  toolbar?: ReactNode;
  /** Shown instead of the plain empty text, e.g. a "clear filters" action. */
  emptyExtra?: ReactNode;
}

const SKELETONS = [0, 1, 2, 3, 4, 5, 6, 7];

/** The frame of every open list: heading, filters, loading, error with retry, empty, cards and "show more". */
export function OpenListView(props: OpenListViewProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { backTo } = useBackToHere(props.titleKey);
  const { ids, loading, loadingMore, error, total, hasMore } = useOpenList(props.list);
  const isEmpty = ids.length === 0;
  const [density] = useListDensity();
  const grid = `auction-grid auction-grid--${density}`;

  return (
    <section className="page page--list" data-testid={`list-${props.list}`}>
      <header className="page-heading">
        <h2 className="page-heading__title">{props.title}</h2>
        {!isEmpty ? (
          <span className="page-heading__count" data-testid="list-count">
            {props.subtitle(total)}
          </span>
        ) : null}
        <DensityToggle />
      </header>
      {props.toolbar}
      {error ? (
        <div role="alert" className="alert alert--error page-alert" data-testid="list-error">
          <Icon def={CloseCircleFilled} className="alert__icon" />
          <div className="alert__text">
            <div className="alert__title">{props.loadFailedText}</div>
            <div>{errorText(error)}</div>
          </div>
          <button type="button" className="btn" onClick={props.onRetry} data-testid="list-retry">
            {t('app.retry')}
          </button>
        </div>
      ) : null}
      {loading && isEmpty ? (
        <div className={grid} aria-busy="true">
          {SKELETONS.map((n) => (
            <div key={n} className="skeleton-block card-skeleton" />
          ))}
        </div>
      ) : null}
      {!loading && !error && isEmpty ? (
        <EmptyState text={props.emptyText}>{props.emptyExtra}</EmptyState>
      ) : null}
      <div
        className={`${grid}${loading && !isEmpty ? ' auction-grid--refreshing' : ''}`}
        data-testid="auction-grid"
        aria-busy={loading}
      >
        {ids.map((id) => (
          <ListedAuctionCard
            key={id}
            list={props.list}
            id={id}
            density={density}
            detailPath={props.detailPath}
            renderActions={props.renderActions}
            backTo={backTo}
          />
        ))}
      </div>
      {hasMore && props.onMore ? (
        <div className="list-more">
          <button
            type="button"
            className={`btn btn--large${loadingMore ? ' btn--busy' : ''}`}
            aria-busy={loadingMore || undefined}
            onClick={loadingMore ? undefined : props.onMore}
            data-testid="list-more"
          >
            {loadingMore ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
            {t('portal.list.showMore', { shown: ids.length, total })}
          </button>
        </div>
      ) : null}
    </section>
  );
}
