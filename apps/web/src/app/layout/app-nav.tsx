import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Sheet } from '../../components/sheet';
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
import '../../styles/controls.css';
import './app-nav.css';

interface AppNavProps {
  overdueCount: number;
}

/** How long the purchases submenu stays open after the pointer leaves it, so it can be crossed. */
const CLOSE_DELAY_MS = 150;

function useLabel(overdueCount: number): (item: NavItem) => ReactNode {
  const { t } = useTranslation();
  return (item) =>
    item.key === 'overdue' && overdueCount > 0 ? (
      <span className="app-nav__with-count">
        {t('portal.nav.overdue')}
        <span className="count-badge" data-testid="nav-overdue-count">
          {overdueCount}
        </span>
      </span>
    ) : (
      t(`portal.nav.${item.label}`)
    );
}

function DeskLink({
  item,
  current,
  label,
}: {
  item: NavItem;
  current: NavItem | undefined;
  label: (item: NavItem) => ReactNode;
}) {
  const isCurrent = current === item;
  return (
    <li className="desk-nav__entry">
      <Link
        to={item.path}
        className={`desk-nav__item${isCurrent ? ' desk-nav__item--selected' : ''}`}
        aria-current={isCurrent ? 'page' : undefined}
        data-testid={`nav-${item.key}`}
      >
        <span className="desk-nav__icon">{item.icon}</span>
        <span>{label(item)}</span>
      </Link>
    </li>
  );
}

/**
 * "Purchases" and its four lists: the submenu opens on hover, on a click and from the keyboard
 * (Enter, Space or the down arrow), moves with the arrows and closes on Escape or when the focus
 * or the pointer leaves it.
 */
function PurchasesMenu({
  current,
  overdueCount,
  label,
}: {
  current: NavItem | undefined;
  overdueCount: number;
  label: (item: NavItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // Chosen with the pointer still over it: it stays closed until the pointer leaves.
  const [isDismissed, setDismissed] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isSelected = current !== undefined && PURCHASES_NAV.includes(current);

  useEffect(() => () => clearTimeout(closing.current), []);

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  const open = () => {
    clearTimeout(closing.current);
    setOpen(true);
  };
  const closeSoon = () => {
    clearTimeout(closing.current);
    setDismissed(false);
    closing.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      // Shown at once, so its first link can take the focus.
      flushSync(open);
      focusLink(0);
    }
  };
  const onListKey = (event: KeyboardEvent) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(index + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusLink(event.key === 'Home' ? 0 : -1);
    }
  };

  return (
    <li
      className={`desk-nav__entry desk-nav__entry--sub${isDismissed ? ' desk-nav__entry--dismissed' : ''}`}
      onMouseEnter={open}
      onMouseLeave={closeSoon}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`desk-nav__item${isSelected ? ' desk-nav__item--selected' : ''}`}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => (isOpen ? setOpen(false) : open())}
        onKeyDown={onButtonKey}
        data-testid="nav-purchases"
      >
        <span className="desk-nav__icon">{PURCHASES_ICON}</span>
        <span>
          {t('portal.nav.purchases')}
          {overdueCount > 0 ? (
            <span className="dot-badge desk-nav__dot" aria-hidden="true" />
          ) : null}
        </span>
      </button>
      <ul ref={list} id={listId} className="desk-nav__popup" hidden={!isOpen} onKeyDown={onListKey}>
        {PURCHASES_NAV.map((item) => {
          const isCurrent = current === item;
          return (
            <li key={item.key}>
              <Link
                to={item.path}
                className={`desk-nav__popup-item${isCurrent ? ' desk-nav__popup-item--selected' : ''}`}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => {
                  setOpen(false);
                  setDismissed(true);
                }}
                data-testid={`nav-${item.key}`}
              >
                <span className="desk-nav__icon">{item.icon}</span>
                {label(item)}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** Desk: one row under the header with every list, purchases grouped. */
export function DeskNav({ overdueCount }: AppNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = useLabel(overdueCount);
  const current = navItemOf(pathname);
  return (
    <nav className="desk-nav" aria-label={t('portal.nav.label')}>
      <ul className="desk-nav__menu">
        {BIDDING_NAV.map((item) => (
          <DeskLink key={item.key} item={item} current={current} label={label} />
        ))}
        <DeskLink item={ENDED_BIDS_NAV} current={current} label={label} />
        <PurchasesMenu current={current} overdueCount={overdueCount} label={label} />
        <DeskLink item={STOREFRONTS_NAV} current={current} label={label} />
      </ul>
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
          aria-haspopup="dialog"
          aria-expanded={isMoreOpen}
          data-testid="phone-nav-more"
        >
          <span className="phone-nav__icon phone-nav__icon--dot">
            {MORE_ICON}
            {overdueCount > 0 ? (
              <span className="dot-badge phone-nav__dot" aria-hidden="true" />
            ) : null}
          </span>
          <span className="phone-nav__label">{t('portal.nav.short.more')}</span>
        </button>
      </nav>
      <Sheet
        open={isMoreOpen}
        onClose={() => setMoreOpen(false)}
        title={t('portal.nav.more')}
        closeLabel={t('app.close')}
        className="phone-nav__sheet"
      >
        <ul className="phone-sheet">
          {sheet.map((item) => (
            <li key={item.key}>
              <Link
                to={item.path}
                className={`phone-sheet__item${current === item ? ' phone-sheet__item--active' : ''}`}
                aria-current={current === item ? 'page' : undefined}
                onClick={() => setMoreOpen(false)}
                data-testid={`sheet-${item.key}`}
              >
                <span className="phone-sheet__icon">{item.icon}</span>
                {label(item)}
              </Link>
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  );
}
