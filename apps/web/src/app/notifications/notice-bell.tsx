import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import type { CurrentUser } from '../../features/auth/current-user-slice';
import { loadNoticePanelTexts } from '../../i18n/i18n';
import { useIsWide } from '../../lib/use-is-wide';
import { useNoticeInbox } from './use-notice-inbox';
import './notice-bell.css';

// The list opens in Ant Design's popover (desk) or drawer (phone), fetched on the first open with
// its texts: the header is plain markup with the bell's name only, so the live lists load neither
// Ant Design nor the list's sentences (docs/benchmarks.md).
const NoticePanel = lazy(() =>
  Promise.all([import('./notice-panel'), loadNoticePanelTexts()]).then(([m]) => ({
    default: m.NoticePanel,
  })),
);

/** The badge's figure: antd's `overflowCount` of 99. */
export function countText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/**
 * The bell in the header (docs/notifications.md): the signed-in user's unread private notices as a
 * badge, and on a click the newest of them, each leading to its auction or purchase, with "Mark all
 * as read". Its name tells the count to a screen reader; Escape closes the list and gives the
 * focus back to it.
 */
export function NoticeBell({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const isWide = useIsWide();
  const group = user.active_group;
  const inbox = useNoticeInbox(user.id, group?.kind === 'seller' ? group.id : null);
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { reload } = inbox;

  const close = useCallback((giveFocusBack: boolean) => {
    setOpen(false);
    if (giveFocusBack) button.current?.focus();
  }, []);

  const toggle = () => {
    if (!isOpen) void reload();
    setHasOpened(true);
    setOpen(!isOpen);
  };

  // The desk's popover closes on a click outside it and on Escape; the phone's drawer does so itself.
  useEffect(() => {
    if (!isOpen || !isWide) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen, isWide, close]);

  const label =
    inbox.unread > 0
      ? t('notifications.bell', { count: inbox.unread })
      : t('notifications.bellNone');

  return (
    <div ref={root} className="notice-bell">
      <button
        ref={button}
        type="button"
        className="btn btn--text notice-bell__button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={toggle}
        data-testid="notice-bell"
      >
        <Icon def={BellOutlined} />
        {inbox.unread > 0 ? (
          <span className="notice-bell__count" aria-hidden="true" data-testid="notice-bell-count">
            {countText(inbox.unread)}
          </span>
        ) : null}
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <NoticePanel
            id={panelId}
            inbox={inbox}
            isOpen={isOpen}
            isWide={isWide}
            container={root}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
