import { Alert, Button, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useApiCall } from '../../../lib/use-api-call';
import { getStorefronts } from '../api/get-storefronts';
import { StorefrontCard } from '../components/storefront-card';
import '../storefronts.css';

interface StorefrontsPageProps {
  /** The route of one storefront; the app owns routes. */
  storefrontPath: (groupId: number) => string;
}

/** Every seller storefront of the dealer's market, featured ones first. */
export function StorefrontsPage({ storefrontPath }: StorefrontsPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { state, reload } = useApiCall(getStorefronts);
  const storefronts =
    state.status === 'done'
      ? [...state.data].sort((a, b) => Number(b.is_featured) - Number(a.is_featured))
      : [];

  return (
    <section className="page page--storefronts" data-testid="storefronts-page">
      <header className="page-heading">
        <Typography.Title level={2} className="page-heading__title">
          {t('showcase.storefronts.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('showcase.storefronts.subtitle')}</Typography.Text>
      </header>
      {state.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title={t('showcase.storefronts.loadFailed')}
          description={errorText(state.failure)}
          action={<Button onClick={reload}>{t('app.retry')}</Button>}
        />
      ) : null}
      {state.status === 'loading' ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {state.status === 'done' && storefronts.length === 0 ? (
        <Empty description={t('showcase.storefronts.empty')} />
      ) : null}
      <Row gutter={[16, 16]}>
        {storefronts.map((storefront) => (
          <Col key={storefront.group_id} xs={24} sm={12} lg={8}>
            <StorefrontCard storefront={storefront} href={storefrontPath(storefront.group_id)} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
