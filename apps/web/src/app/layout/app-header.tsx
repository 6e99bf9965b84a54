import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Grid, Layout, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { RealtimeIndicator } from '../../components/realtime-indicator';
import type { CurrentUser } from '../../features/auth/current-user-slice';
import { logout } from '../../features/auth/current-user-thunks';
import { useAppDispatch } from '../../lib/state/hooks';
import { paths } from '../paths';
import { AccountMenu } from './account-menu';

/** `homePath`: where the brand leads (each side's own home). */
export function AppHeader({
  user,
  homePath = paths.liveAuctions,
}: {
  user: CurrentUser;
  homePath?: string;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const isWide = screens.md === true;

  const handleLogout = async () => {
    await dispatch(logout());
    await navigate(paths.login, { replace: true });
  };

  return (
    <Layout.Header className="app-header">
      <Link to={homePath} className="app-header__brand" aria-label={t('app.name')}>
        <span className="brand-mark" aria-hidden>
          A
        </span>
        <span className="app-header__product">{t('app.name')}</span>
      </Link>
      <div className="app-header__spacer" />
      <RealtimeIndicator />
      {user.overduePaymentCount > 0 && isWide ? (
        <Link to={paths.overdueAuctions} data-testid="header-overdue">
          <Tag color="error">{t('header.overdue', { count: user.overduePaymentCount })}</Tag>
        </Link>
      ) : null}
      {isWide ? (
        <>
          <div className="app-header__user" data-testid="header-user">
            <Avatar size="small" icon={<UserOutlined />} />
            <div className="app-header__user-text">
              <Typography.Text className="app-header__user-name">{user.name}</Typography.Text>
              <Typography.Text className="app-header__user-group">
                {user.active_group?.name ?? ''}
              </Typography.Text>
            </div>
          </div>
          <LanguageSwitch variant="borderless" />
          <Button
            type="text"
            className="app-header__logout"
            icon={<LogoutOutlined />}
            onClick={() => void handleLogout()}
            data-testid="logout"
          >
            {t('header.logout')}
          </Button>
        </>
      ) : (
        <>
          <LanguageSwitch variant="borderless" compact />
          <AccountMenu user={user} onLogout={() => void handleLogout()} />
        </>
      )}
    </Layout.Header>
  );
}
