import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '../antd-root-lazy';
import { BootShell } from '../boot-shell';
import { FrameLayout } from '../frame/frame-layout';
import { itemsForRoles } from '../frame/frame-nav-item';
import { paths } from '../paths';
import { RequireSide } from '../require-auth';
import { BACK_OFFICE_NAV } from './back-office-nav';
import { BackOfficePages } from './back-office-routes';

/** The back office, for staff only; each staff user sees the pages of their roles. */
export function BackOfficeFrame() {
  const { t } = useTranslation();
  return (
    <RequireSide
      side="backOffice"
      render={(user) => (
        // Every page of this side is built with Ant Design: its context wraps the whole frame.
        <Suspense fallback={<BootShell />}>
          <AntdRoot>
            <FrameLayout
              user={user}
              homePath={paths.backOffice.home}
              items={itemsForRoles(BACK_OFFICE_NAV, user.staff_roles)}
              navLabel={t('frames.backOffice.nav.label')}
              className="back-office-frame"
            >
              <BackOfficePages />
            </FrameLayout>
          </AntdRoot>
        </Suspense>
      )}
    />
  );
}
