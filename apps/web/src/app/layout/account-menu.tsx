import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import type { CurrentUser } from '../../features/auth/current-user-slice';
import { paths, profilePathFor } from '../paths';
import './app-nav.css';

interface AccountMenuProps {
  user: CurrentUser;
  onLogout: () => void;
}

/**
 * The phone's account button: the header has no room for the name and a worded log out, so both
 * sit in a menu under the avatar, log out with its icon and its word. The menu takes the focus
 * when it opens and closes on Escape (giving the focus back) or on a click outside it.
 */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const logoutItem = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    logoutItem.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  return (
    <div
      ref={root}
      className="account-menu"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="btn btn--text app-header__account"
        aria-label={`${t('header.account')}: ${user.name}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpen((open) => !open)}
        data-testid="account-menu"
      >
        <span className="avatar">
          <Icon def={UserOutlined} />
        </span>
      </button>
      {isOpen ? (
        <div id={menuId} role="menu" className="account-menu__popup" aria-label={user.name}>
          <div role="presentation" className="account-menu__who">
            <span className="account-menu__who-text">
              <strong>{user.name}</strong>
              {user.active_group?.name ? <span>{user.active_group.name}</span> : null}
            </span>
          </div>
          <div role="separator" className="account-menu__divider" />
          <Link
            to={paths.account}
            role="menuitem"
            className="account-menu__item"
            onClick={() => setOpen(false)}
            data-testid="account-menu-account"
          >
            <Icon def={SettingOutlined} />
            {t('header.account')}
          </Link>
          {/* Spec §2: the sign-in service's profile page opens in a new tab. */}
          <a
            href={profilePathFor(user.email, true)}
            target="_blank"
            rel="noopener"
            role="menuitem"
            className="account-menu__item"
            onClick={() => setOpen(false)}
            data-testid="account-menu-password"
          >
            <Icon def={LockOutlined} />
            {t('header.changePassword')}
          </a>
          <div role="separator" className="account-menu__divider" />
          <button
            ref={logoutItem}
            type="button"
            role="menuitem"
            className="account-menu__logout"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
            data-testid="logout"
          >
            <Icon def={LogoutOutlined} />
            {t('header.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
