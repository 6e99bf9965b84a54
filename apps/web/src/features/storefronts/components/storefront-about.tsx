import type { Storefront } from '@autobid/contract';
import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the seller says about itself, and how to reach it. */
export function StorefrontAbout({ storefront }: { storefront: Storefront }) {
  const { t } = useTranslation();
  return (
    <div className="storefront-about">
      <Card title={t('showcase.storefront.about')} size="small" className="panel">
        <p className="storefront-about__description" data-testid="storefront-description">
          {storefront.description}
        </p>
      </Card>
      <Card
        title={t('showcase.storefront.contact')}
        size="small"
        className="panel"
        data-testid="storefront-contact"
      >
        <ul className="storefront-contact">
          {storefront.phone ? (
            <li>
              <PhoneOutlined aria-label={t('showcase.storefront.phone')} />
              <a href={`tel:${storefront.phone.replace(/[^\d+]/g, '')}`}>{storefront.phone}</a>
            </li>
          ) : null}
          {storefront.email ? (
            <li>
              <MailOutlined aria-label={t('showcase.storefront.email')} />
              <a href={`mailto:${storefront.email}`}>{storefront.email}</a>
            </li>
          ) : null}
          {storefront.address ? (
            <li>
              <EnvironmentOutlined aria-label={t('showcase.storefront.address')} />
              <span>{storefront.address}</span>
            </li>
          ) : null}
        </ul>
      </Card>
    </div>
  );
}
