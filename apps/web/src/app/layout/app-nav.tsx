import { Badge, Drawer, Menu, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  BIDDING_NAV,
  ENDED_BIDS_NAV,
  MORE_ICON,
  PURCHASES_ICON,
  PURCHASES_NAV,
  STOREFRONTS_NAV,
  navItemOf,
  type NavItem,
} from './nav-items';
import './app-nav.css';

interface AppNavProps {
  overdueCount: number;
}

function useLabel(overdueCount: number): (item: NavItem) => ReactNode {
  const { t } = useTranslation();
  return (item) =>
    item.key === 'overdue' && overdueCount > 0 ? (
      <span className="app-nav__with-count">
        {t('portal.nav.overdue')}
        <Badge count={overdueCount} size="small" data-testid="nav-overdue-count" />
      </span>
    ) : (
      t(`portal.nav.${item.label}`)
    );
}

/** Desk: one row under the header with every list, purchases grouped. */
export function DeskNav({ overdueCount }: AppNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = useLabel(overdueCount);
  const link = (item: NavItem) => ({
    key: item.key,
    icon: item.icon,
    label: (
      <Link to={item.path} data-testid={`nav-${item.key}`}>
        {label(item)}
      </Link>
    ),
  });
  const items: MenuProps['items'] = [
    ...BIDDING_NAV.map(link),
    link(ENDED_BIDS_NAV),
    {
      key: 'purchases',
      icon: PURCHASES_ICON,
      label: (
        <span data-testid="nav-purchases">
          {t('portal.nav.purchases')}
          {overdueCount > 0 ? <Badge dot offset={[4, -8]} /> : null}
        </span>
      ),
      children: PURCHASES_NAV.map(link),
    },
    link(STOREFRONTS_NAV),
  ];
  const selected = navItemOf(pathname)?.key;
  return (
    <nav className="desk-nav" aria-label={t('portal.nav.label')}>
      <Menu
        mode="horizontal"
        items={items}
        selectedKeys={selected ? [selected] : []}
        className="desk-nav__menu"
      />
    </nav>
  );
}

/** Phone: the four bidding lists and "More" in a bar under the thumb; the rest in a bottom sheet. */
export function PhoneNav({ overdueCount }: AppNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = useLabel(overdueCount);
  const [isMoreOpen, setMoreOpen] = useState(false);
  const current = navItemOf(pathname);
  const isMoreActive = current !== undefined && !BIDDING_NAV.some((item) => item === current);
  const sheet = [ENDED_BIDS_NAV, ...PURCHASES_NAV, STOREFRONTS_NAV];

  return (
    <>
      <nav className="phone-nav" aria-label={t('portal.nav.label')} data-testid="phone-nav">
        {BIDDING_NAV.map((item) => (
          <Link
            key={item.key}
            to={item.path}
            className={`phone-nav__item${current === item ? ' phone-nav__item--active' : ''}`}
            aria-current={current === item ? 'page' : undefined}
            data-testid={`phone-nav-${item.key}`}
          >
            <span className="phone-nav__icon">{item.icon}</span>
            <span className="phone-nav__label">{t(`portal.nav.short.${item.short}`)}</span>
          </Link>
        ))}
        <button
          type="button"
          className={`phone-nav__item${isMoreActive ? ' phone-nav__item--active' : ''}`}
          onClick={() => setMoreOpen(true)}
          aria-expanded={isMoreOpen}
          data-testid="phone-nav-more"
        >
          <Badge dot={overdueCount > 0} offset={[-2, 2]}>
            <span className="phone-nav__icon">{MORE_ICON}</span>
          </Badge>
          <span className="phone-nav__label">{t('portal.nav.short.more')}</span>
        </button>
      </nav>
      <Drawer
        placement="bottom"
        size="auto"
        open={isMoreOpen}
        onClose={() => setMoreOpen(false)}
        title={t('portal.nav.more')}
        className="phone-nav__sheet"
      >
        <ul className="phone-sheet">
          {sheet.map((item) => (
            <li key={item.key}>
              <Link
                to={item.path}
                className={`phone-sheet__item${current === item ? ' phone-sheet__item--active' : ''}`}
                onClick={() => setMoreOpen(false)}
                data-testid={`sheet-${item.key}`}
              >
                <span className="phone-sheet__icon">{item.icon}</span>
                {label(item)}
              </Link>
            </li>
          ))}
        </ul>
      </Drawer>
    </>
  );
}
