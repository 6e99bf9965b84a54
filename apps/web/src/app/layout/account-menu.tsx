import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../features/auth/current-user-slice';
import './app-nav.css';

interface AccountMenuProps {
  user: CurrentUser;
  onLogout: () => void;
}

/**
 * The phone's account button: the header has no room for the name and a worded log out, so both
 * sit in a menu under the avatar, log out with its icon and its word.
 */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      className: 'account-menu__who',
      label: (
        <span className="account-menu__who-text">
          <strong>{user.name}</strong>
          {user.active_group?.name ? <span>{user.active_group.name}</span> : null}
        </span>
      ),
    },
    { type: 'divider' },
    {
      key: 'logout',
      className: 'account-menu__logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="logout">{t('header.logout')}</span>,
      onClick: onLogout,
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        className="app-header__account"
        aria-label={`${t('header.account')}: ${user.name}`}
        data-testid="account-menu"
      >
        <Avatar size="small" icon={<UserOutlined />} />
      </Button>
    </Dropdown>
  );
}
