import { useTranslation } from 'react-i18next';
import { FrameLayout } from '../frame/frame-layout';
import { itemsForRoles } from '../frame/frame-nav-item';
import { paths } from '../paths';
import { RequireSide } from '../require-auth';
import { BACK_OFFICE_NAV } from './back-office-nav';
import { BackOfficePages } from './back-office-routes';
import { registerSideTexts } from '../../i18n/side-texts';

/** The back office, for staff only; each staff user sees the pages of their roles. */
export function BackOfficeFrame() {
  // This side's English comes with its code: in place before any of its pages asks for a text.
  registerSideTexts();
  const { t } = useTranslation();
  return (
    <RequireSide
      side="backOffice"
      render={(user) => (
        <FrameLayout
          user={user}
          homePath={paths.backOffice.home}
          items={itemsForRoles(BACK_OFFICE_NAV, user.staff_roles)}
          navLabel={t('frames.backOffice.nav.label')}
          className="back-office-frame"
        >
          <BackOfficePages />
        </FrameLayout>
      )}
    />
  );
}
