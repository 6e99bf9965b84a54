import type { PrivateNotice } from '@autobid/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getRuntimeConfig } from '../../config/runtime-config';
import { useFormatters } from '../../lib/format';
import { serverNow } from '../../lib/server-clock';
import { useAppSelector, useAppStore } from '../../lib/state/hooks';
import { auctionLabelOf } from '../session/auction-labels';
import { describeNotice, relativeTime } from './notice-text';
import type { NoticeInbox } from './use-notice-inbox';
import type { Ref } from 'react';

/** "Mark all as read": every listed notice up to the newest; off when none is unread. */
export function MarkAllButton({ inbox }: { inbox: NoticeInbox }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn--text notice-inbox__mark-all"
      disabled={inbox.unread === 0 || inbox.items.length === 0}
      onClick={() => void inbox.markAllRead().catch(() => undefined)}
      data-testid="notice-mark-all"
    >
      {t('noticePanel.markAllRead')}
    </button>
  );
}

function useMarketCurrency(): string | null {
  const market = useAppSelector((state) => state.currentUser.user?.active_group?.market);
  if (!market) return null;
  return getRuntimeConfig().markets.find((m) => m.code === market)?.currency ?? null;
}

interface NoticeListProps {
  id: string;
  inbox: NoticeInbox;
  /** A notice was chosen: the panel closes as the page changes. */
  onPick: () => void;
  /** The title and "Mark all as read" above the list (the drawer has its own header). */
  withHead: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The newest notices, newest first, each worded in the interface's language with when it came
 * and leading to its auction or purchase; unread ones stand out and say so to a screen reader.
 * Choosing one marks it read.
 */
export function NoticeList({ id, inbox, onPick, withHead, ref }: NoticeListProps) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const store = useAppStore();
  const currency = useMarketCurrency();
  const now = serverNow();
  const titleId = `${id}-title`;

  const context = {
    t,
    formatters,
    currency,
    labelOf: (auctionId: number) => auctionLabelOf(store.getState(), auctionId),
  };

  const pick = (notice: PrivateNotice) => {
    if (notice.read_at === null) void inbox.markRead(notice.id).catch(() => undefined);
    onPick();
  };

  return (
    <div
      ref={ref}
      id={id}
      className="notice-inbox"
      role="region"
      aria-label={t('noticePanel.title')}
      tabIndex={-1}
      data-testid="notice-inbox"
    >
      {withHead ? (
        <div className="notice-inbox__head">
          <h2 id={titleId} className="notice-inbox__title">
            {t('noticePanel.title')}
          </h2>
          <MarkAllButton inbox={inbox} />
        </div>
      ) : null}
      {inbox.items.length === 0 && inbox.status === 'loading' ? (
        <div className="notice-inbox__empty" role="status" aria-busy="true">
          <span className="spinner" />
        </div>
      ) : inbox.items.length === 0 ? (
        <p className="notice-inbox__empty" role={inbox.status === 'failed' ? 'alert' : undefined}>
          {inbox.status === 'failed' ? t('noticePanel.loadFailed') : t('noticePanel.empty')}
        </p>
      ) : (
        <ul className="notice-inbox__list">
          {inbox.items.map((notice) => {
            const text = describeNotice(notice, context);
            const isUnread = notice.read_at === null;
            const inner = (
              <>
                <span className="notice-inbox__item-title">
                  {isUnread ? <span className="notice-inbox__dot" aria-hidden="true" /> : null}
                  {text.title}
                  {isUnread ? (
                    <span className="notice-inbox__hidden">{` (${t('noticePanel.unread')})`}</span>
                  ) : null}
                </span>{' '}
                <span className="notice-inbox__item-body">{text.body}</span>{' '}
                <time
                  className="notice-inbox__time"
                  dateTime={notice.created_at}
                  title={formatters.dateTime(notice.created_at)}
                >
                  {relativeTime(
                    notice.created_at,
                    now,
                    formatters.locale,
                    t('noticePanel.justNow'),
                  )}
                </time>
              </>
            );
            const className = `notice-inbox__item${isUnread ? ' notice-inbox__item--unread' : ''}`;
            return (
              <li key={notice.id} data-testid="notice-item" data-unread={isUnread}>
                {text.href ? (
                  <Link to={text.href} className={className} onClick={() => pick(notice)}>
                    {inner}
                  </Link>
                ) : (
                  <div className={className} tabIndex={0}>
                    {inner}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
