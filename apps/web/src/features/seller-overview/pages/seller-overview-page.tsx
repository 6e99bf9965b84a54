import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  ExclamationCircleOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Alert, Button, Skeleton, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import { useApiCall } from '../../../lib/use-api-call';
import { useAppSelector } from '../../../lib/state/hooks';
import { fetchSellerOverview, type SellerOverview } from '../seller-overview-api';
import '../seller-overview.css';

interface SellerOverviewLinks {
  pending: string;
  live: string;
  ended: string;
  completed: string;
}

interface Tile {
  key: keyof SellerOverview;
  to: string;
  icon: ComponentType;
  urgent?: boolean;
}

/** The seller's start page: what needs a decision now, and how many cars are in each stage. */
export function SellerOverviewPage({ links }: { links: SellerOverviewLinks }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const group = useAppSelector((state) => state.currentUser.user?.active_group?.name);
  const { state, reload } = useApiCall(fetchSellerOverview);
  const tiles: Tile[] = [
    {
      key: 'awaitingDecision',
      to: `${links.ended}?tag=reserved`,
      icon: ExclamationCircleOutlined,
      urgent: true,
    },
    { key: 'live', to: links.live, icon: ThunderboltOutlined },
    { key: 'pending', to: links.pending, icon: ClockCircleOutlined },
    { key: 'completed', to: links.completed, icon: CheckCircleOutlined },
  ];
  return (
    <section className="seller-overview" data-testid="seller-overview">
      <Typography.Title level={2}>{t('frames.seller.overview.title')}</Typography.Title>
      {group ? <Typography.Paragraph type="secondary">{group}</Typography.Paragraph> : null}
      {state.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={errorText(state.failure)}
          action={<Button onClick={reload}>{t('app.retry')}</Button>}
        />
      ) : null}
      <div className="seller-overview__grid">
        {tiles.map(({ key, to, icon: Icon, urgent }) => {
          const count = state.status === 'done' ? state.data[key] : null;
          const isUrgent = urgent === true && count !== null && count > 0;
          return (
            <Link
              key={key}
              to={to}
              className={`seller-overview__tile${isUrgent ? ' seller-overview__tile--urgent' : ''}`}
              data-testid={`overview-${key}`}
            >
              <span className="seller-overview__tile-title">
                <Icon />
                {t(`frames.seller.overview.${key}.title`)}
              </span>
              {count === null ? (
                state.status === 'loading' ? (
                  <Skeleton.Button active size="small" />
                ) : (
                  <span className="seller-overview__figure">–</span>
                )
              ) : (
                <span className="seller-overview__figure" data-testid={`overview-${key}-count`}>
                  {count}
                </span>
              )}
              <span className="seller-overview__tile-text">
                {t(`frames.seller.overview.${key}.text`)}
              </span>
            </Link>
          );
        })}
      </div>
    </section>
  );
}
