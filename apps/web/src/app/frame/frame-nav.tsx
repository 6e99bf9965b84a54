import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeItemOf, type FrameNavItem } from './frame-nav-item';
import './frame.css';

/** A bar of links under the header; on a phone it scrolls sideways. */
export function FrameNav({ items, label }: { items: readonly FrameNavItem[]; label: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeItemOf(items, pathname);
  return (
    <nav className="frame-nav" aria-label={label} data-testid="frame-nav">
      {items.map(({ key, path, label: labelOf, icon: Icon }) => (
        <Link
          key={key}
          to={path}
          className={`frame-nav__item${active?.key === key ? ' frame-nav__item--active' : ''}`}
          aria-current={active?.key === key ? 'page' : undefined}
          data-testid={`frame-nav-${key}`}
        >
          <Icon />
          <span>{labelOf(t)}</span>
        </Link>
      ))}
    </nav>
  );
}
