import type { DealerAuction } from '@autobid/contract';
import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DensityToggle } from '../../../components/density-toggle';
import { useBackToHere } from '../../../lib/back-to';
import { useErrorText } from '../../../lib/error-text';
import { useListDensity } from '../../../lib/list-density';
import type { OpenListName } from '../api/get-auction-list';
import { useOpenList } from '../hooks/use-open-list';
import { ListedAuctionCard } from './listed-auction-card';
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
        <Typography.Title level={2} className="page-heading__title">
          {props.title}
        </Typography.Title>
        {!isEmpty ? (
          <Typography.Text type="secondary" data-testid="list-count">
            {props.subtitle(total)}
          </Typography.Text>
        ) : null}
        <DensityToggle />
      </header>
      {props.toolbar}
      {error ? (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title={props.loadFailedText}
          description={errorText(error)}
          action={
            <Button onClick={props.onRetry} data-testid="list-retry">
              {t('app.retry')}
            </Button>
          }
          data-testid="list-error"
        />
      ) : null}
      {loading && isEmpty ? (
        <div className={grid} aria-busy="true">
          {SKELETONS.map((n) => (
            <Skeleton.Node key={n} active className="card-skeleton" />
          ))}
        </div>
      ) : null}
      {!loading && !error && isEmpty ? (
        <Empty className="list-empty" description={props.emptyText} data-testid="list-empty">
          {props.emptyExtra}
        </Empty>
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
          <Button size="large" loading={loadingMore} onClick={props.onMore} data-testid="list-more">
            {t('portal.list.showMore', { shown: ids.length, total })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
