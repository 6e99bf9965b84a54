import type { Storefront } from '@autobid/contract';
import { StarFilled } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StorefrontCounts } from './storefront-counts';

/** The storefront's banner with its logo, name, tagline and counts. */
export function StorefrontHeader({ storefront }: { storefront: Storefront }) {
  const { t } = useTranslation();
  return (
    <header className="storefront-header" data-testid="storefront-header">
      <div className="storefront-header__banner">
        <img src={storefront.banner_url} alt="" />
      </div>
      <div className="storefront-header__identity">
        <img
          className="storefront-logo"
          src={storefront.logo_url}
          alt={t('showcase.storefront.logoOf', { name: storefront.name })}
        />
        <div className="storefront-header__text">
          <Typography.Title
            level={2}
            className="storefront-header__name"
            data-testid="storefront-name"
          >
            {storefront.name}
            {storefront.is_featured ? (
              <Tag color="gold" icon={<StarFilled />} className="storefront-header__featured">
                {t('showcase.storefronts.featured')}
              </Tag>
            ) : null}
          </Typography.Title>
          <Typography.Text className="storefront-header__tagline">
            {storefront.tagline}
          </Typography.Text>
        </div>
        <StorefrontCounts storefront={storefront} />
      </div>
    </header>
  );
}
