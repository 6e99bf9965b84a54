import type { Storefront } from '@autobid/contract';
import { StarFilled } from '@ant-design/icons';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StorefrontCounts } from './storefront-counts';

/** A storefront in the list: banner, logo, name and what it has on sale. */
export function StorefrontCard({ storefront, href }: { storefront: Storefront; href: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={href}
      className="storefront-card-link"
      data-testid="storefront-card"
      data-group-id={storefront.group_id}
    >
      <Card className="storefront-card" hoverable>
        <div className="storefront-card__banner">
          <img src={storefront.banner_url} alt="" loading="lazy" />
          {storefront.is_featured ? (
            <Tag color="gold" icon={<StarFilled />} className="storefront-card__featured">
              {t('showcase.storefronts.featured')}
            </Tag>
          ) : null}
        </div>
        <div className="storefront-card__body">
          <img
            className="storefront-logo storefront-logo--small"
            src={storefront.logo_url}
            alt={t('showcase.storefront.logoOf', { name: storefront.name })}
          />
          <div className="storefront-card__text">
            <h3 className="storefront-card__name">{storefront.name}</h3>
            <p className="storefront-card__tagline">{storefront.tagline}</p>
          </div>
        </div>
        <StorefrontCounts storefront={storefront} />
      </Card>
    </Link>
  );
}
