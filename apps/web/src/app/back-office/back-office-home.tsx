import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FinanceHomeSummary } from '../../features/finance-desk/components/finance-home-summary';
import { useAppSelector } from '../../lib/state/hooks';
import { itemsForRoles } from '../frame/frame-nav-item';
import { BACK_OFFICE_NAV } from './back-office-nav';
import { isWaitingQueue, WaitingCount } from './waiting-count';
import '../frame/frame.css';

/** The back office's start page: the work each of the user's roles gives them. */
export function BackOfficeHome() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.currentUser.user);
  const roles = user?.staff_roles ?? [];
  const work = itemsForRoles(BACK_OFFICE_NAV, roles).filter((item) => item.description);
  return (
    <section data-testid="back-office-home">
      <Typography.Title level={2}>{t('frames.backOffice.home.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {roles.length > 0
          ? t('frames.backOffice.home.roles', {
              roles: roles.map((role) => t(`frames.backOffice.roles.${role}`)).join(', '),
            })
          : null}
      </Typography.Paragraph>
      {roles.length === 0 ? (
        <Alert type="warning" showIcon title={t('frames.backOffice.home.noRoles')} />
      ) : null}
      <div className="frame-home__grid">
        {work.map(({ key, path, label, description, icon: Icon }) => (
          <Link key={key} to={path} className="frame-home__card" data-testid={`home-${key}`}>
            <span className="frame-home__card-title">
              <Icon />
              {label(t)}
            </span>
            <span className="frame-home__card-text">{description?.(t)}</span>
            {key === 'finance' ? <FinanceHomeSummary /> : null}
            {isWaitingQueue(key) ? <WaitingCount queue={key} /> : null}
          </Link>
        ))}
      </div>
    </section>
  );
}
