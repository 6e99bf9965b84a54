import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '../antd-root-lazy';
import { BootShell } from '../boot-shell';
import { FrameLayout } from '../frame/frame-layout';
import { paths } from '../paths';
import { RequireSide } from '../require-auth';
import { SELLER_NAV } from './seller-nav';
import { SellerPages } from './seller-routes';

/** The seller portal, for seller users only. */
export function SellerFrame() {
  const { t } = useTranslation();
  return (
    <RequireSide
      side="seller"
      render={(user) => (
        // Every page of this side is built with Ant Design: its context wraps the whole frame.
        <Suspense fallback={<BootShell />}>
          <AntdRoot>
            <FrameLayout
              user={user}
              homePath={paths.seller.home}
              items={SELLER_NAV}
              navLabel={t('frames.seller.nav.label')}
              className="seller-frame"
            >
              <SellerPages />
            </FrameLayout>
          </AntdRoot>
        </Suspense>
      )}
    />
  );
}
