import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeItemOf, type FrameNavItem } from './frame-nav-item';
import { useSidewaysNav } from './use-sideways-nav';
import './frame.css';

/**
 * A bar of links under the header. Where it is wider than the screen it scrolls sideways (by
 * touch, or by a mouse wheel turned over it), keeps the active link in view, and is shaded at an end
 * that hides links.
 */
export function FrameNav({ items, label }: { items: readonly FrameNavItem[]; label: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeItemOf(items, pathname);
  const bar = useRef<HTMLElement>(null);
  const hidden = useSidewaysNav(bar, active?.key, items.map((item) => item.key).join(' '));
  return (
    <nav
      ref={bar}
      className="frame-nav"
      aria-label={label}
      data-testid="frame-nav"
      data-more-start={hidden.start || undefined}
      data-more-end={hidden.end || undefined}
    >
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
