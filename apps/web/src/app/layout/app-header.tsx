import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../components/icon';
import { LanguageSwitch } from '../../components/language-switch';
import { RealtimeIndicator } from '../../components/realtime-indicator';
import type { CurrentUser } from '../../features/auth/current-user-slice';
import { logout } from '../../features/auth/current-user-thunks';
import { useAppDispatch } from '../../lib/state/hooks';
import { useIsWide } from '../../lib/use-is-wide';
import { NoticeBell } from '../notifications/notice-bell';
import { paths } from '../paths';
import { AccountMenu } from './account-menu';
import '../../styles/controls.css';
import './app-shell.css';

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
  const isWide = useIsWide();

  const handleLogout = async () => {
    await dispatch(logout());
    await navigate(paths.login, { replace: true });
  };

  return (
    <header className="app-header">
      <Link to={homePath} className="app-header__brand">
        <span className="brand-mark" aria-hidden>
          A
        </span>
        <span className="app-header__product">{t('app.name')}</span>
      </Link>
      <div className="app-header__spacer" />
      <RealtimeIndicator />
      <NoticeBell user={user} />
      {user.overduePaymentCount > 0 && isWide ? (
        <Link
          to={paths.overdueAuctions}
          className="app-header__overdue"
          data-testid="header-overdue"
        >
          <span className="tag tag--error">
            {t('header.overdue', { count: user.overduePaymentCount })}
          </span>
        </Link>
      ) : null}
      {isWide ? (
        <>
          <div className="app-header__user" data-testid="header-user">
            <span className="avatar">
              <Icon def={UserOutlined} />
            </span>
            <div className="app-header__user-text">
              <span className="app-header__user-name">{user.name}</span>
              <span className="app-header__user-group">{user.active_group?.name ?? ''}</span>
            </div>
          </div>
          {/* The gear alone: the header is full at tablet widths; its name is read out and hovered. */}
          <Link
            to={paths.account}
            className="btn btn--text app-header__account"
            aria-label={t('header.account')}
            title={t('header.account')}
            data-testid="header-account"
          >
            <Icon def={SettingOutlined} />
          </Link>
          <LanguageSwitch />
          <button
            type="button"
            className="btn btn--text app-header__logout"
            onClick={() => void handleLogout()}
            data-testid="logout"
          >
            <Icon def={LogoutOutlined} />
            {t('header.logout')}
          </button>
        </>
      ) : (
        <>
          <LanguageSwitch compact />
          <AccountMenu user={user} onLogout={() => void handleLogout()} />
        </>
      )}
    </header>
  );
}
