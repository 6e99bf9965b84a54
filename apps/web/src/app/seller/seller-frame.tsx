import { useTranslation } from 'react-i18next';
import { FrameLayout } from '../frame/frame-layout';
import { paths } from '../paths';
import { RequireSide } from '../require-auth';
import { SELLER_NAV } from './seller-nav';
import { SellerPages } from './seller-routes';
import { registerSideTexts } from '../../i18n/side-texts';

/** The seller portal, for seller users only. */
export function SellerFrame() {
  // This side's English comes with its code: in place before any of its pages asks for a text.
  registerSideTexts();
  const { t } = useTranslation();
  return (
    <RequireSide
      side="seller"
      render={(user) => (
        <FrameLayout
          user={user}
          homePath={paths.seller.home}
          items={SELLER_NAV}
          navLabel={t('frames.seller.nav.label')}
          className="seller-frame"
        >
          <SellerPages />
        </FrameLayout>
      )}
    />
  );
}
